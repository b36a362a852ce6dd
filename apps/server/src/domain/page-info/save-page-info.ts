import type { TLanguage, TPageInfoEntry } from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import { pageInfo } from '../../db/schema';
import { pageInfoColumns } from './page-info-columns';
import { sanitizeHelpHtml } from './sanitize-help-html';

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
    .returning(pageInfoColumns);
  if (!row) throw new Error('page info not saved');
  return row;
}
