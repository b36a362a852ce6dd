import { pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/** Help texts per route pattern and language (SPEC §2 "Help"). `content` is HTML. */
export const pageInfo = pgTable(
  'page_info',
  {
    route: text('route').notNull(),
    language: text('language').$type<'nl' | 'en'>().notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    video: text('video'),
  },
  (t) => [primaryKey({ name: 'page_info_pk', columns: [t.route, t.language] })],
);

export type PageInfoRow = typeof pageInfo.$inferSelect;
