import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TNotification, TNotificationLists } from '@cp/contracts';
import { callEndpoint } from '@/lib/api';
import { notificationsQueryKey } from './get-notifications';

/** SPEC §7: `PUT notifications/:id/read` marks one notification read (its button, opening an export). */
export async function markRead(notificationId: number): Promise<TNotification> {
  return (await callEndpoint('markNotificationRead', { params: { id: notificationId } })).data;
}

/**
 * Marks read and reloads the lists (the item moves from unread to read). Quiet on failure: the
 * file was downloaded all the same, and only the "new" marker stays.
 */
export async function markReadAndReload(
  queryClient: QueryClient,
  notificationId: number,
): Promise<void> {
  try {
    await markRead(notificationId);
  } catch (error) {
    console.warn('notifications: could not mark as read', error);
    return;
  }
  await queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
}

/** Newest first, as the server lists them (created_at, then id). */
const newestFirst = (a: TNotification, b: TNotification) =>
  b.created_at.localeCompare(a.created_at) || b.id - a.id;

/** The lists once `notification` is read: out of unread, into read at its place (SPEC §4). */
export function moveToRead(
  lists: TNotificationLists,
  notification: TNotification,
): TNotificationLists {
  const others = (list: TNotification[]) => list.filter((item) => item.id !== notification.id);
  return {
    unread: others(lists.unread),
    read: [...others(lists.read), notification].sort(newestFirst),
  };
}

/**
 * The panel's "mark as read" of one item: it moves to the read list as soon as the server
 * answers. The user's other tabs hear of it through `notification_update` (app/use-realtime.ts).
 */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onSuccess: (notification) =>
      queryClient.setQueryData<TNotificationLists>(
        notificationsQueryKey,
        (lists) => lists && moveToRead(lists, notification),
      ),
  });
}
