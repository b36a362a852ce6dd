import { eq } from 'drizzle-orm';
import { PLAN_MESSAGES, type TSpecialBlock } from '@cp/contracts';
import { plannedElectives, specialBlocks } from '../../db/schema';
import type { EducationChange } from '../educations/change-education';
import { changePlan } from './change-plan';
import { requirePlanYear } from './load-year-plan';
import { checkInYear, checkNoOverlap } from './plan-checks';
import { requireBlock, specialBlockOf, type BlockInput } from './special-block-rows';

const M = PLAN_MESSAGES;

/** Renames, moves, resizes or changes the kind of a block: within its year, never inside an elective slot. */
export async function updateSpecialBlock(
  options: EducationChange & { id: number; input: BlockInput },
): Promise<TSpecialBlock> {
  const { input } = options;
  return changePlan(options, async (tx, education) => {
    const block = await requireBlock(tx, education.id, options.id);
    const year = await requirePlanYear(tx, education.id, block.educationYearId);
    checkInYear(input, year);
    await checkNoOverlap(tx, plannedElectives, year.id, input, M.blockInElective);
    await tx
      .update(specialBlocks)
      .set({
        name: input.name,
        kind: input.kind,
        startWeek: input.start_week,
        endWeek: input.end_week,
      })
      .where(eq(specialBlocks.id, block.id));
    return specialBlockOf(tx, block.id);
  });
}
