import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import {
  ANALYSIS_MESSAGES,
  EDUCATION_TYPES,
  type TEducationType,
  type TStudyLoadNorm,
  type ZStudyLoadNormInputSchema,
} from '@cp/contracts';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { studyLoadNorms } from '../../db/schema';
import type { Actor } from '../actor';
import { conflict, invalidField, notFound } from '../errors';
import { schoolDay } from '../licenses/active-license';

/*
 * Study-load norms as data (docs/analysis.md "Study-load norms"): the platform administrator
 * lists them, adds one with a new effective date when the law changes, and removes one that has
 * not taken effect yet (one in effect is history the analysis was measured against: 409).
 * "Today" is the school day in Amsterdam, as for licenses.
 */

/** A norm row as the contract has it (numbers as JSON numbers, the date as yyyy-mm-dd). */
export const normAnswer = {
  id: studyLoadNorms.id,
  education_types: studyLoadNorms.educationTypes,
  unit: studyLoadNorms.unit,
  per_year_min: sql<number | null>`${studyLoadNorms.perYearMin}::float8`,
  per_year_max: sql<number | null>`${studyLoadNorms.perYearMax}::float8`,
  hours_per_ects: sql<number | null>`${studyLoadNorms.hoursPerEcts}::float8`,
  law: studyLoadNorms.law,
  effective_from: studyLoadNorms.effectiveFrom,
};

/** Every norm, newest effective date first (then newest row): the admin screen's order. */
export async function listNorms(db: DbOrTx): Promise<TStudyLoadNorm[]> {
  return db
    .select(normAnswer)
    .from(studyLoadNorms)
    .orderBy(desc(studyLoadNorms.effectiveFrom), asc(studyLoadNorms.id));
}

/** The norm in effect on `now` for an education type: latest effective_from not after today. */
export async function normInEffect(
  db: DbOrTx,
  type: TEducationType,
  now: Date,
): Promise<TStudyLoadNorm | null> {
  const [norm] = await db
    .select(normAnswer)
    .from(studyLoadNorms)
    .where(
      and(
        sql`${studyLoadNorms.educationTypes} @> array[${type}]::text[]`,
        lte(studyLoadNorms.effectiveFrom, schoolDay(now)),
      ),
    )
    .orderBy(desc(studyLoadNorms.effectiveFrom), desc(studyLoadNorms.id))
    .limit(1);
  return norm ?? null;
}

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
