import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TNotificationLists } from '@cp/contracts';
import { apiRequest } from '@/lib/api';
import { notificationsQueryKey } from './get-notifications';

/** SPEC §7: `GET notifications/all` marks every unread notification read; answers the new lists. */
export async function markAllRead(): Promise<TNotificationLists> {
  return (
    await apiRequest('notifications/all', { schema: (s) => s.ZNotificationListsResponseSchema })
  ).data;
}

export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllRead,
    onSuccess: (lists) => queryClient.setQueryData(notificationsQueryKey, lists),
  });
}
