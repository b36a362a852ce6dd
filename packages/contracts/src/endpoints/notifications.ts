import type { TAreaDocs, TRoute } from './define';

/** The caller's own notifications (docs/notifications.md); each call touches only the caller's. */
export const notificationsRoutes = {
  listNotifications: {
    method: 'GET',
    path: '/notifications',
    access: 'signedIn',
  },
  // A GET because the product's calls fix it so; it changes state, so it is guarded like a POST.
  markAllNotificationsRead: {
    method: 'GET',
    path: '/notifications/all',
    access: 'signedIn',
    changesState: true,
  },
  deleteReadNotifications: {
    method: 'DELETE',
    path: '/notifications/all',
    access: 'signedIn',
  },
  markNotificationRead: {
    method: 'PUT',
    path: '/notifications/:id/read',
    access: 'signedIn',
  },
} as const satisfies Record<string, TRoute>;

/** For the API description only (server): the reference's group and one line per endpoint. */
export const notificationsDocs = {
  tag: 'Notifications',
  summaries: {
    listNotifications:
      "The caller's unexpired notifications, unread and read, newest first: the first page of each list with the totals, or with `list` and `before` the next page of one list.",
    markAllNotificationsRead:
      "Marks all the caller's notifications read and answers the first pages (a GET by the product's calls, so it needs the CSRF header like a POST).",
    deleteReadNotifications:
      "Deletes all the caller's read notifications (unread ones stay) and answers the first pages.",
    markNotificationRead:
      "Marks one of the caller's notifications read; another user's or an expired one answers 404.",
  },
} as const satisfies TAreaDocs<typeof notificationsRoutes>;
