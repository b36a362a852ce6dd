import { and, desc, lte, sql } from 'drizzle-orm';
import type { TEducationType, TStudyLoadNorm } from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import { studyLoadNorms } from '../../db/schema';
import { schoolDay } from '../licenses/active-license';

/*
 * Study-load norms as data (docs/analysis.md "Study-load norms"): the analysis measures a year
 * against the norm in effect. "Today" is the school day in Amsterdam, as for licenses. The
 * platform administrator lists, adds and removes norms (list-norms.ts, create-norm.ts,
 * delete-norm.ts).
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
