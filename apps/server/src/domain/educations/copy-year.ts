import { and, eq, sum } from 'drizzle-orm';
import { EDUCATION_MESSAGES, type TCopyYear } from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import { educationPeriods, educationYears } from '../../db/schema';
import { invalidField } from '../errors';
import { changeEducation, type EducationChange } from './change-education';
import { requireEducation } from './require-education';
import { copyYearContent, copyYearPlan, isYearEmpty, type CopiedPlan } from './year-content';

/** The year if it belongs to the education; undefined otherwise. */
async function yearOf(tx: DbOrTx, educationId: number, yearId: number) {
  const [year] = await tx
    .select({ id: educationYears.id })
    .from(educationYears)
    .where(and(eq(educationYears.id, yearId), eq(educationYears.educationId, educationId)))
    .limit(1);
  return year;
}

/**
 * POST .../educations/:education/years/:year/copy (docs/educations.md "Structure", docs/plan.md
 * "Backups, duplicates and copying a year"): copies the content of :year into
 * an empty year of an education of the same location (possibly the same education): special
 * blocks and the plan (copyYearPlan; into another education only what its design has). Answers
 * how many planned clusters came along and how many were left out. The target
 * is what changes, so it must be designing and the caller needs design rights on it; the source
 * is only read and may be in any status.
 */
export async function copyYear(
  options: EducationChange & { yearId: number; input: TCopyYear },
): Promise<CopiedPlan> {
  const { db, scope, educationId, yearId, input } = options;
  await requireEducation({ db, scope, educationId });
  return changeEducation(
    { ...options, educationId: input.target_education_id },
    async (tx, target) => {
      const source = await requireEducation({ db: tx, scope, educationId });
      const missing = EDUCATION_MESSAGES.copyYearMissing;
      if (!(await yearOf(tx, source.id, yearId))) throw invalidField('year', missing);
      if (!(await yearOf(tx, target.id, input.target_year_id))) {
        throw invalidField('target_year_id', missing);
      }
      if (input.target_year_id === yearId) {
        throw invalidField('target_year_id', EDUCATION_MESSAGES.copySameYear);
      }
      if (!(await isYearEmpty(tx, input.target_year_id))) {
        throw invalidField('target_year_id', EDUCATION_MESSAGES.copyTargetNotEmpty);
      }
      const [weeks] = await tx
        .select({ n: sum(educationPeriods.weeks).mapWith(Number) })
        .from(educationPeriods)
        .where(eq(educationPeriods.educationYearId, input.target_year_id));
      await copyYearContent(tx, yearId, input.target_year_id, weeks?.n ?? 0);
      return copyYearPlan(tx, {
        fromEducationId: source.id,
        toEducationId: target.id,
        fromYearId: yearId,
        toYearId: input.target_year_id,
        toWeekCount: weeks?.n ?? 0,
        now: options.now,
      });
    },
  );
}
