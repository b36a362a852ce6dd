import { and, eq, inArray, isNull } from 'drizzle-orm';
import { DEFAULT_LANGUAGE, type TLanguage, type TPageInfo } from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import { pageInfo } from '../../db/schema';

/** The help text of a route pattern in the wanted language, else in Dutch (the fallback), else null. */
export async function findPageInfo(options: {
  db: DbOrTx;
  route: string;
  language: TLanguage;
}): Promise<TPageInfo | null> {
  const { db, route, language } = options;
  const rows = await db
    .select()
    .from(pageInfo)
    .where(
      and(
        eq(pageInfo.route, route),
        inArray(pageInfo.language, [language, DEFAULT_LANGUAGE]),
        isNull(pageInfo.deletedAt),
      ),
    );
  const row = rows.find((r) => r.language === language) ?? rows[0];
  return row ? { title: row.title, content: row.content, video: row.video } : null;
}
