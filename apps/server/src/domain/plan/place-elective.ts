import { and, eq } from 'drizzle-orm';
import { PLAN_MESSAGES, type TPlannedElective } from '@cp/contracts';
import { electiveSubjects, plannedElectives, specialBlocks } from '../../db/schema';
import { invalidField, uniqueOrInvalid } from '../errors';
import type { EducationChange } from '../educations/change-education';
import { changePlan } from './change-plan';
import { checkInYear, checkNoOverlap, requireBodyYear } from './plan-checks';
import { plannedElectiveOf, type SlotInput } from './planned-elective-rows';

/*
 * Elective slots on the timeline (docs/plan.md "Rules"): an elective subject placed on a
 * week range with a number of places; its choices are planned clusters that share its weeks
 * (add-choice.ts). Special blocks cannot lie inside a slot, a slot cannot be placed over a block,
 * and a choice is refused when no place is left.
 */

const M = PLAN_MESSAGES;

export async function placeElective(
  options: EducationChange & {
    input: SlotInput & { education_year_id: number; elective_subject_id: number };
  },
): Promise<TPlannedElective> {
  const { input, now } = options;
  return changePlan(options, async (tx, education) => {
    const year = await requireBodyYear(tx, education.id, input.education_year_id);
    const [elective] = await tx
      .select({ id: electiveSubjects.id })
      .from(electiveSubjects)
      .where(
        and(
          eq(electiveSubjects.id, input.elective_subject_id),
          eq(electiveSubjects.educationId, education.id),
        ),
      )
      .limit(1);
    if (!elective) throw invalidField('elective_subject_id', M.linkMissing);
    checkInYear(input, year);
    await checkNoOverlap(tx, specialBlocks, year.id, input, M.electiveOverBlock);
    const [taken] = await tx
      .select({ id: plannedElectives.id })
      .from(plannedElectives)
      .where(
        and(
          eq(plannedElectives.educationYearId, year.id),
          eq(plannedElectives.electiveSubjectId, elective.id),
        ),
      )
      .limit(1);
    if (taken) throw invalidField('elective_subject_id', M.electivePlanned);
    const [row] = await uniqueOrInvalid(
      () =>
        tx
          .insert(plannedElectives)
          .values({
            educationId: education.id,
            educationYearId: year.id,
            electiveSubjectId: elective.id,
            startWeek: input.start_week,
            endWeek: input.end_week,
            places: input.places,
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: plannedElectives.id }),
      {
        field: 'elective_subject_id',
        key: M.electivePlanned,
        constraint: 'planned_electives_year_elective_unique',
      },
    );
    return plannedElectiveOf(tx, row!.id);
  });
}
