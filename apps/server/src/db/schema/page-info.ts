import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Help texts per route pattern and language (docs/organisation.md "Help texts"). `content` is HTML,
 * sanitised when saved. A deleted text keeps its row with `deleted_at` set, so the seed of the
 * product's own texts (insert, on conflict do nothing) does not bring it back at the next start.
 */
export const pageInfo = pgTable(
  'page_info',
  {
    route: text('route').notNull(),
    language: text('language').$type<'nl' | 'en'>().notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    video: text('video'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ name: 'page_info_pk', columns: [t.route, t.language] })],
);

export type PageInfoRow = typeof pageInfo.$inferSelect;
