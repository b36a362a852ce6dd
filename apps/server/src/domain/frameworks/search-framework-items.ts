import { and, asc, eq, isNull, like, sql } from 'drizzle-orm';
import type { TFrameworkItemHit } from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import { frameworkItems, frameworks } from '../../db/schema';
import { itemColumns, usableBy } from './framework-answer';
import { searchWordsOf } from './search-text';

/** Hits of one search at most: a picker shows a page, the user types on. */
const SEARCH_LIMIT = 50;

/** `like` needs its own wildcards escaped in what the user typed. */
const escapeLike = (word: string) => word.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The picker's search (docs/frameworks.md "Using a framework"): published items of the
 * frameworks the location may use that hold every word, case and diacritics aside. An item
 * whose code starts with the search comes first, then in the frameworks' own order.
 */
export async function searchFrameworkItems(
  db: DbOrTx,
  locationId: number,
  query: { search: string; framework?: number },
): Promise<TFrameworkItemHit[]> {
  const words = searchWordsOf(query.search);
  const conditions = [
    usableBy(locationId),
    isNull(frameworkItems.withdrawnIn),
    ...words.map((word) => like(frameworkItems.searchText, `%${escapeLike(word)}%`)),
  ];
  if (query.framework !== undefined) conditions.push(eq(frameworks.id, query.framework));
  const first = words[0] ?? '';
  return db
    .select({
      ...itemColumns,
      framework_id: frameworks.id,
      framework_code: frameworks.code,
      framework_title: frameworks.title,
    })
    .from(frameworkItems)
    .innerJoin(frameworks, eq(frameworks.id, frameworkItems.frameworkId))
    .where(and(...conditions))
    .orderBy(
      sql`lower(${frameworkItems.code}) like ${`${escapeLike(first)}%`} desc`,
      asc(frameworks.title),
      asc(frameworkItems.ordinal),
    )
    .limit(SEARCH_LIMIT);
}
