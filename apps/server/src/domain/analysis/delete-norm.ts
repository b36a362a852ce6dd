import { and, eq, sql } from 'drizzle-orm';
import { ANALYSIS_MESSAGES } from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import { studyLoadNorms } from '../../db/schema';
import { conflict, notFound } from '../errors';
import { schoolDay } from '../licenses/active-license';

/*
 * A norm in effect is history the analysis was measured against (docs/analysis.md "Study-load
 * norms"), so only one that has not taken effect yet can be removed.
 */

/** Removes a norm that has not taken effect yet; 404 unknown, 409 once in effect. */
export async function deleteNorm(options: { db: DbOrTx; id: number; now: Date }): Promise<void> {
  const { db, id, now } = options;
  const [norm] = await db
    .select({ effectiveFrom: studyLoadNorms.effectiveFrom })
    .from(studyLoadNorms)
    .where(eq(studyLoadNorms.id, id))
    .limit(1);
  if (!norm) throw notFound('notFound.norm');
  if (norm.effectiveFrom <= schoolDay(now)) throw conflict(ANALYSIS_MESSAGES.normInEffect);
  // The date in the condition too: a request that arrives as the day turns deletes nothing.
  await db
    .delete(studyLoadNorms)
    .where(
      and(eq(studyLoadNorms.id, id), sql`${studyLoadNorms.effectiveFrom} > ${schoolDay(now)}`),
    );
}
