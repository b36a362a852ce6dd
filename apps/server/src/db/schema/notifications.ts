import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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
    openedAt: timestamp('opened_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('notifications_user_id_idx').on(t.userId),
    index('notifications_expires_at_idx').on(t.expiresAt),
    index('notifications_export_id_idx').on(t.exportId),
    check(
      'notifications_type_check',
      sql`${t.type} in (${sql.raw(NOTIFICATION_TYPES.map((type) => `'${type}'`).join(', '))})`,
    ),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;
