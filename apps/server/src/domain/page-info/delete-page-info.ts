import { and, eq, isNull } from 'drizzle-orm';
import type { TLanguage } from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import { pageInfo } from '../../db/schema';
import { notFound } from '../errors';

/**
 * Deletes the text of a route in a language. The row stays, marked deleted, so the product's
 * seeded texts do not return at the next start (db/seed/page-info.ts inserts with "on conflict do
 * nothing").
 */
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
