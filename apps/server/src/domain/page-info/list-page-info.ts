import { asc, isNull } from 'drizzle-orm';
import type { TPageInfoEntry } from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import { pageInfo } from '../../db/schema';
import { pageInfoColumns } from './page-info-columns';

/** Every help text that is not deleted, by route and language. */
export async function listPageInfo(options: { db: DbOrTx }): Promise<TPageInfoEntry[]> {
  return options.db
    .select(pageInfoColumns)
    .from(pageInfo)
    .where(isNull(pageInfo.deletedAt))
    .orderBy(asc(pageInfo.route), asc(pageInfo.language));
}
