import { PLAN_MESSAGES, type TSpecialBlock } from '@cp/contracts';
import { plannedElectives, specialBlocks } from '../../db/schema';
import type { EducationChange } from '../educations/change-education';
import { changePlan } from './change-plan';
import { requirePlanYear } from './load-year-plan';
import { checkInYear, checkNoOverlap } from './plan-checks';
import { specialBlockOf, type BlockInput } from './special-block-rows';

/*
 * Special blocks of a year (holidays, project weeks, test weeks): a name, a kind and a week range
 * within the year, never inside an elective slot (docs/plan.md "Rules").
 */

const M = PLAN_MESSAGES;

export async function createSpecialBlock(
  options: EducationChange & { yearId: number; input: BlockInput },
): Promise<TSpecialBlock> {
  const { input } = options;
  return changePlan(options, async (tx, education) => {
    const year = await requirePlanYear(tx, education.id, options.yearId);
    checkInYear(input, year);
    await checkNoOverlap(tx, plannedElectives, year.id, input, M.blockInElective);
    const [row] = await tx
      .insert(specialBlocks)
      .values({
        educationYearId: year.id,
        name: input.name,
        kind: input.kind,
        startWeek: input.start_week,
        endWeek: input.end_week,
        createdAt: options.now,
      })
      .returning({ id: specialBlocks.id });
    return specialBlockOf(tx, row!.id);
  });
}
