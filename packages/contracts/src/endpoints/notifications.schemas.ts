import {
  ZNotificationListQuerySchema,
  ZNotificationListsResponseSchema,
  ZNotificationParamsSchema,
  ZNotificationResponseSchema,
} from '../schemas/notifications';
import type { TEndpointSchemas } from './define';
import type { notificationsRoutes } from './notifications';

export const notificationsSchemas = {
  listNotifications: {
    query: ZNotificationListQuerySchema,
    answer: ZNotificationListsResponseSchema,
  },
  markAllNotificationsRead: { answer: ZNotificationListsResponseSchema },
  deleteReadNotifications: { answer: ZNotificationListsResponseSchema },
  markNotificationRead: { params: ZNotificationParamsSchema, answer: ZNotificationResponseSchema },
} as const satisfies { [K in keyof typeof notificationsRoutes]: TEndpointSchemas };
