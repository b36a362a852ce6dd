import { and, eq, inArray } from 'drizzle-orm';
import type { TExport } from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import { educations, exports } from '../../db/schema';
import type { Actor } from '../actor';
import { toExport } from './export-answer';

/** The caller's export that is queued or running, if any (restores the spinner after a reload). */
export async function currentExport(options: {
  db: DbOrTx;
  actor: Actor;
}): Promise<TExport | null> {
  const { db, actor } = options;
  const [found] = await db
    .select({ row: exports, educationName: educations.name })
    .from(exports)
    .innerJoin(educations, eq(educations.id, exports.educationId))
    .where(and(eq(exports.userId, actor.userId), inArray(exports.status, ['queued', 'running'])))
    .limit(1);
  return found ? toExport(found.row, found.educationName) : null;
}
