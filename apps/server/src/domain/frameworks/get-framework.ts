import { asc, eq } from 'drizzle-orm';
import type { TFramework, TFrameworkItem } from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import { frameworkItems, frameworks } from '../../db/schema';
import { notFound } from '../errors';
import {
  frameworkAnswer,
  frameworkColumns,
  itemColumns,
  usableFramework,
} from './framework-answer';

/** A framework the location may use, with its whole tree top to bottom; else not found. */
export async function getFramework(
  db: DbOrTx,
  locationId: number,
  frameworkId: number,
): Promise<{ framework: TFramework; items: TFrameworkItem[] }> {
  const [row] = await db
    .select(frameworkColumns)
    .from(frameworks)
    .where(usableFramework(frameworkId, locationId))
    .limit(1);
  if (!row) throw notFound('notFound.framework');
  const items = await db
    .select(itemColumns)
    .from(frameworkItems)
    .where(eq(frameworkItems.frameworkId, frameworkId))
    .orderBy(asc(frameworkItems.ordinal));
  return { framework: frameworkAnswer(row), items };
}
