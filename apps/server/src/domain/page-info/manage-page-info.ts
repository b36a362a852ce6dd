import { and, asc, eq, isNull } from 'drizzle-orm';
import type { TLanguage, TPageInfoEntry } from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import { pageInfo } from '../../db/schema';
import { notFound } from '../errors';
import { sanitizeHelpHtml } from './sanitize-help-html';

/*
 * Editing help texts (SPEC §2 "Help"); the platform administrator only (http/access). A delete
 * keeps the row, marked deleted, so the product's seeded texts do not return at the next start
 * (db/seed/page-info.ts inserts with "on conflict do nothing").
 */

const columns = {
  route: pageInfo.route,
  language: pageInfo.language,
  title: pageInfo.title,
  content: pageInfo.content,
  video: pageInfo.video,
};

export async function listPageInfo(options: { db: DbOrTx }): Promise<TPageInfoEntry[]> {
  return options.db
    .select(columns)
    .from(pageInfo)
    .where(isNull(pageInfo.deletedAt))
    .orderBy(asc(pageInfo.route), asc(pageInfo.language));
}

/** Creates or replaces the text of a route in a language; the HTML is sanitised first. */
export async function savePageInfo(options: {
  db: DbOrTx;
  route: string;
  language: TLanguage;
  input: { title: string; content: string; video: string | null };
  now: Date;
}): Promise<TPageInfoEntry> {
  const { db, route, language, input, now } = options;
  const values = {
    title: input.title,
    content: await sanitizeHelpHtml(input.content),
    video: input.video,
    updatedAt: now,
    deletedAt: null,
  };
  const [row] = await db
    .insert(pageInfo)
    .values({ route, language, ...values })
    .onConflictDoUpdate({ target: [pageInfo.route, pageInfo.language], set: values })
    .returning(columns);
  if (!row) throw new Error('page info not saved');
  return row;
}

export async function deletePageInfo(options: {
  db: DbOrTx;
  route: string;
  language: TLanguage;
  now: Date;
}): Promise<void> {
  const { db, route, language, now } = options;
  const deleted = await db
    .update(pageInfo)
    .set({ deletedAt: now, updatedAt: now })
    .where(
      and(eq(pageInfo.route, route), eq(pageInfo.language, language), isNull(pageInfo.deletedAt)),
    )
    .returning({ route: pageInfo.route });
  if (deleted.length === 0) throw notFound();
}
