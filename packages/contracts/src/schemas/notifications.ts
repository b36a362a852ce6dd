import { z } from 'zod';
import { NOTIFICATION_TYPES } from '../enums';
import { dataOf, ZIdParamSchema } from './common';

export const ZNotificationSchema = z.object({
  id: z.number().int(),
  type: z.enum(NOTIFICATION_TYPES),
  notification: z.string(),
  data: z.string().nullable(),
  opened_on: z.string().nullable(),
  created_at: z.string(),
  expires_in: z.number().int(),
  /** The export an export_* notification is about (download, retry); null for other types. */
  export_id: z.number().int().nullable(),
});
export type TNotification = z.infer<typeof ZNotificationSchema>;

export const ZNotificationListsSchema = z.object({
  unread: z.array(ZNotificationSchema),
  read: z.array(ZNotificationSchema),
});
export type TNotificationLists = z.infer<typeof ZNotificationListsSchema>;
export const ZNotificationListsResponseSchema = dataOf(ZNotificationListsSchema);

/** Path parameter of `PUT notifications/:id/read`. */
export const ZNotificationParamsSchema = z.object({ id: ZIdParamSchema });
export type TNotificationParams = z.infer<typeof ZNotificationParamsSchema>;
export const ZNotificationResponseSchema = dataOf(ZNotificationSchema);
