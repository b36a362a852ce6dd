import { eq } from 'drizzle-orm';
import { PLAN_MESSAGES, type TPlannedElective } from '@cp/contracts';
import { plannedClusters, plannedElectives, specialBlocks } from '../../db/schema';
import { invalidField } from '../errors';
import type { EducationChange } from '../educations/change-education';
import { changePlan } from './change-plan';
import { followClusterRanges } from './follow';
import { requirePlanYear } from './load-year-plan';
import { checkInYear, checkNoOverlap, rangeOf } from './plan-checks';
import {
  choiceCount,
  plannedElectiveOf,
  requireSlot,
  type SlotInput,
} from './planned-elective-rows';

const M = PLAN_MESSAGES;

/**
 * Moves or resizes a slot (its choices and their items follow) or changes its places
 * (docs/plan.md "Rules"): not over a special block, and never fewer places than choices.
 */
export async function updateElective(
  options: EducationChange & { id: number; input: SlotInput },
): Promise<TPlannedElective> {
  const { input, now } = options;
  return changePlan(options, async (tx, education) => {
    const slot = await requireSlot(tx, education.id, options.id);
    const year = await requirePlanYear(tx, education.id, slot.educationYearId);
    checkInYear(input, year);
    await checkNoOverlap(tx, specialBlocks, year.id, input, M.electiveOverBlock);
    if (input.places < (await choiceCount(tx, slot.id))) {
      throw invalidField('places', M.noPlaceLeft);
    }
    const from = rangeOf(slot);
    const to = { start_week: input.start_week, end_week: input.end_week };
    await tx
      .update(plannedElectives)
      .set({ startWeek: to.start_week, endWeek: to.end_week, places: input.places, updatedAt: now })
      .where(eq(plannedElectives.id, slot.id));
    const choices = await tx
      .update(plannedClusters)
      .set({ startWeek: to.start_week, endWeek: to.end_week, updatedAt: now })
      .where(eq(plannedClusters.plannedElectiveId, slot.id))
      .returning({ id: plannedClusters.id });
    await followClusterRanges(
      tx,
      choices.map((choice) => ({ plannedClusterId: choice.id, from, to })),
    );
    return plannedElectiveOf(tx, slot.id);
  });
}
