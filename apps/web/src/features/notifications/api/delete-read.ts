import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TNotificationLists } from '@cp/contracts';
import { callEndpoint } from '@/lib/api';
import { notificationsQueryKey } from './get-notifications';

/** SPEC §7: `DELETE notifications/all` deletes the read notifications only; answers the new lists. */
export async function deleteRead(): Promise<TNotificationLists> {
  return (await callEndpoint('deleteReadNotifications', {})).data;
}

export function useDeleteRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRead,
    onSuccess: (lists) => queryClient.setQueryData(notificationsQueryKey, lists),
  });
}
