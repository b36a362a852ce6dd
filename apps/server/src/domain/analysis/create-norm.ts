import { and, eq, sql } from 'drizzle-orm';
import {
  ANALYSIS_MESSAGES,
  EDUCATION_TYPES,
  type TStudyLoadNorm,
  type ZStudyLoadNormInputSchema,
} from '@cp/contracts';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { studyLoadNorms } from '../../db/schema';
import type { Actor } from '../actor';
import { conflict, invalidField } from '../errors';
import { schoolDay } from '../licenses/active-license';
import { normAnswer } from './norm-in-effect';

/**
 * Adds a norm with a new effective date, when the law changes (docs/analysis.md "Study-load
 * norms"): today or later, and never a second norm for a shared education type on one date (409).
 */
export async function createNorm(options: {
  db: DbOrTx;
  input: z.output<typeof ZStudyLoadNormInputSchema>;
  actor: Actor;
  now: Date;
}): Promise<TStudyLoadNorm> {
  const { db, input, actor, now } = options;
  // A norm dated in the past would change the analysis of years already judged, and could never
  // be removed again (deleteNorm): a change in the law takes effect today or later.
  if (input.effective_from < schoolDay(now)) {
    throw invalidField('effective_from', ANALYSIS_MESSAGES.normInPast);
  }
  return db.transaction(async (tx) => {
    // Two norms for a shared type on one date would make "the norm in effect" a coin toss. No
    // index can say "overlapping arrays on one date" (GIN has no exclusion constraints), so
    // writers of this small, rarely written table take turns.
    await tx.execute(sql`lock table ${studyLoadNorms} in share row exclusive mode`);
    const [taken] = await tx
      .select({ id: studyLoadNorms.id })
      .from(studyLoadNorms)
      .where(
        and(
          sql`${studyLoadNorms.educationTypes} && array[${sql.join(
            input.education_types.map((type) => sql`${type}`),
            sql`, `,
          )}]::text[]`,
          eq(studyLoadNorms.effectiveFrom, input.effective_from),
        ),
      )
      .limit(1);
    if (taken) throw conflict(ANALYSIS_MESSAGES.normTaken);
    const [row] = await tx
      .insert(studyLoadNorms)
      .values({
        // In the contract's order and without repeats, like the norms the migration inserts.
        educationTypes: EDUCATION_TYPES.filter((type) => input.education_types.includes(type)),
        unit: input.unit,
        perYearMin: input.per_year_min === null ? null : String(input.per_year_min),
        perYearMax: input.per_year_max === null ? null : String(input.per_year_max),
        hoursPerEcts: input.hours_per_ects === null ? null : String(input.hours_per_ects),
        law: input.law,
        effectiveFrom: input.effective_from,
        createdBy: actor.userId,
      })
      .returning(normAnswer);
    if (!row) throw new Error('study-load norm not created');
    return row;
  });
}
