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

/** The two lists of the panel; a page of one is asked with `?list=`. */
export const NOTIFICATION_LISTS = ['unread', 'read'] as const;
export type TNotificationList = (typeof NOTIFICATION_LISTS)[number];

/**
 * How many items of each list one answer holds, newest first (docs/notifications.md): the panel's
 * first view and every "load more". A person can have many (a busy week of exports and reviews);
 * the totals say how many there are.
 */
export const NOTIFICATION_PAGE_SIZE: Record<TNotificationList, number> = { unread: 50, read: 20 };

/**
 * `GET notifications`: without a query the first page of both lists; `list` with `before` (the
 * `*_next` of the previous answer) the next page of that list only.
 */
export const ZNotificationListQuerySchema = z
  .object({
    list: z.enum(NOTIFICATION_LISTS).optional(),
    before: ZIdParamSchema.optional(),
  })
  .superRefine((query, context) => {
    if (query.before !== undefined && query.list === undefined) {
      context.addIssue({ code: 'custom', path: ['list'], message: 'common.required' });
    }
  });
export type TNotificationListQuery = z.infer<typeof ZNotificationListQuerySchema>;

const ZNextSchema = z.number().int().nullable();

export const ZNotificationListsSchema = z.object({
  /** Newest first: the first page, or the asked page of `list` (the other list is then empty). */
  unread: z.array(ZNotificationSchema),
  read: z.array(ZNotificationSchema),
  /** How many unexpired notifications each list holds in all (the badge counts unread_count). */
  unread_count: z.number().int(),
  read_count: z.number().int(),
  /** `before` for the next page of the list, null when this page is its last (or not asked). */
  unread_next: ZNextSchema,
  read_next: ZNextSchema,
});
export type TNotificationLists = z.infer<typeof ZNotificationListsSchema>;
export const ZNotificationListsResponseSchema = dataOf(ZNotificationListsSchema);

/** Path parameter of `PUT notifications/:id/read`. */
export const ZNotificationParamsSchema = z.object({ id: ZIdParamSchema });
export type TNotificationParams = z.infer<typeof ZNotificationParamsSchema>;
export const ZNotificationResponseSchema = dataOf(ZNotificationSchema);
