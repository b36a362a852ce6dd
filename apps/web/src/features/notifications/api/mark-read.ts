import type { QueryClient } from '@tanstack/react-query';
import type { TNotification } from '@cp/contracts';
import { apiRequest } from '@/lib/api';
import { notificationsQueryKey } from './get-notifications';

/** SPEC §7: `PUT notifications/:id/read` marks one notification read (opening an export). */
export async function markRead(notificationId: number): Promise<TNotification> {
  return (
    await apiRequest(`notifications/${notificationId}/read`, {
      method: 'PUT',
      schema: (s) => s.ZNotificationResponseSchema,
    })
  ).data;
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
