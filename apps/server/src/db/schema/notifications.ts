import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { NOTIFICATION_TYPES, type TNotificationType } from '@cp/contracts';
import { exports } from './exports';
import { users } from './users';

export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<TNotificationType>().notNull(),
    notification: text('notification').notNull(),
    // For export_ready: the file name the download is saved under.
    data: text('data'),
    /** The export an export_* notification is about; its rows go with the export. */
    exportId: integer('export_id').references(() => exports.id, { onDelete: 'cascade' }),
    /**
     * What the notification is about, for the kinds that collapse (`review_requested:<education>`):
     * a new one with the same key for the same person replaces the earlier one instead of piling
     * up (domain/notifications/notify-user.ts).
     */
    collapseKey: text('collapse_key'),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // The panel's pages: a user's notifications newest first (id order), read or unread.
    index('notifications_user_id_id_idx').on(t.userId, t.id),
    // One notification per person and key; the key first, so it also finds a key's rows.
    uniqueIndex('notifications_collapse_key_user_id_idx')
      .on(t.collapseKey, t.userId)
      .where(sql`${t.collapseKey} is not null`),
    index('notifications_expires_at_idx').on(t.expiresAt),
    index('notifications_export_id_idx').on(t.exportId),
    check(
      'notifications_type_check',
      sql`${t.type} in (${sql.raw(NOTIFICATION_TYPES.map((type) => `'${type}'`).join(', '))})`,
    ),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;
