import { asc, desc } from 'drizzle-orm';
import type { TStudyLoadNorm } from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import { studyLoadNorms } from '../../db/schema';
import { normAnswer } from './norm-in-effect';

/** Every norm, newest effective date first (then newest row): the admin screen's order. */
export async function listNorms(db: DbOrTx): Promise<TStudyLoadNorm[]> {
  return db
    .select(normAnswer)
    .from(studyLoadNorms)
    .orderBy(desc(studyLoadNorms.effectiveFrom), asc(studyLoadNorms.id));
}
