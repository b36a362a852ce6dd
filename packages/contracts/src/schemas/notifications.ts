import { z } from 'zod';
import { NOTIFICATION_TYPES } from '../enums';
import { dataOf } from './common';

export const ZNotificationSchema = z.object({
  id: z.number().int(),
  type: z.enum(NOTIFICATION_TYPES),
  notification: z.string(),
  data: z.string().nullable(),
  opened_on: z.string().nullable(),
  created_at: z.string(),
  expires_in: z.number().int(),
});
export type TNotification = z.infer<typeof ZNotificationSchema>;

export const ZNotificationListsSchema = z.object({
  unread: z.array(ZNotificationSchema),
  read: z.array(ZNotificationSchema),
});
export type TNotificationLists = z.infer<typeof ZNotificationListsSchema>;
export const ZNotificationListsResponseSchema = dataOf(ZNotificationListsSchema);
