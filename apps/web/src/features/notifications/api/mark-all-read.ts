import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TNotificationLists } from '@cp/contracts';
import { callEndpoint } from '@/lib/api';
import { notificationsQueryKey } from './get-notifications';

/** SPEC §7: `GET notifications/all` marks every unread notification read; answers the new lists. */
export async function markAllRead(): Promise<TNotificationLists> {
  return (await callEndpoint('markAllNotificationsRead', {})).data;
}

export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllRead,
    onSuccess: (lists) => queryClient.setQueryData(notificationsQueryKey, lists),
  });
}
