import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TNotificationLists } from '@cp/contracts';
import { callEndpoint } from '@/lib/api';
import { showFirstPages } from './get-notifications';

/**
 * `GET notifications/all` marks every unread notification read, also those not loaded; answers
 * the first pages. A GET that changes state: the client sends the CSRF token with it (lib/api.ts).
 */
export async function markAllRead(): Promise<TNotificationLists> {
  return (await callEndpoint('markAllNotificationsRead', {})).data;
}

export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllRead,
    onSuccess: (lists) => showFirstPages(queryClient, lists),
  });
}
