import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TNotificationLists } from '@cp/contracts';
import { callEndpoint } from '@/lib/api';
import { showFirstPages } from './get-notifications';

/** `DELETE notifications/all` deletes every read notification, also those not loaded. */
export async function deleteRead(): Promise<TNotificationLists> {
  return (await callEndpoint('deleteReadNotifications', {})).data;
}

export function useDeleteRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRead,
    onSuccess: (lists) => showFirstPages(queryClient, lists),
  });
}
