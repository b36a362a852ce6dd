import { asc } from 'drizzle-orm';
import type { TFramework } from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import { frameworks } from '../../db/schema';
import { frameworkAnswer, frameworkColumns, usableBy } from './framework-answer';

/**
 * The frameworks a location may use, by title: the national ones and its own; with no location,
 * the national ones only (the platform administrator's list).
 */
export async function listFrameworks(db: DbOrTx, locationId: number | null): Promise<TFramework[]> {
  const rows = await db
    .select(frameworkColumns)
    .from(frameworks)
    .where(usableBy(locationId))
    .orderBy(asc(frameworks.title), asc(frameworks.id));
  return rows.map(frameworkAnswer);
}
