import type { TRoute } from './define';

/** The caller's own notifications (SPEC §4, §7); each call touches only the caller's. */
export const notificationsRoutes = {
  listNotifications: {
    method: 'GET',
    path: '/notifications',
    access: 'signedIn',
    tag: 'Notifications',
    summary: "The caller's unexpired notifications, unread and read, newest first.",
  },
  markAllNotificationsRead: {
    method: 'GET',
    path: '/notifications/all',
    access: 'signedIn',
    tag: 'Notifications',
    summary:
      "Marks all the caller's notifications read and answers the new lists (a GET, as SPEC §7 fixes it).",
  },
  deleteReadNotifications: {
    method: 'DELETE',
    path: '/notifications/all',
    access: 'signedIn',
    tag: 'Notifications',
    summary:
      "Deletes the caller's read notifications (unread ones stay) and answers the new lists.",
  },
  markNotificationRead: {
    method: 'PUT',
    path: '/notifications/:id/read',
    access: 'signedIn',
    tag: 'Notifications',
    summary:
      "Marks one of the caller's notifications read; another user's or an expired one answers 404.",
  },
} as const satisfies Record<string, TRoute>;
