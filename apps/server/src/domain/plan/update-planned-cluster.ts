import { eq } from 'drizzle-orm';
import { PLAN_MESSAGES, type TPlannedCluster } from '@cp/contracts';
import { plannedClusters } from '../../db/schema';
import { invalidField } from '../errors';
import type { EducationChange } from '../educations/change-education';
import { changePlan } from './change-plan';
import { followClusterRanges } from './follow';
import { requirePlanYear } from './load-year-plan';
import { checkInYear, rangeOf, requirePlannedCluster } from './plan-checks';
import { plannedClusterOf } from './planned-cluster-rows';

/*
 * Moving, resizing or commenting a planned cluster (docs/plan.md "Rules"). A move or resize takes
 * the cluster's tests, check moments and activities along (follow.ts). A choice of an elective
 * cannot move alone: it has its slot's weeks.
 */

const M = PLAN_MESSAGES;

export async function updatePlannedCluster(
  options: EducationChange & {
    id: number;
    input: { start_week?: number; end_week?: number; comment?: string | null };
  },
): Promise<TPlannedCluster> {
  const { input, now } = options;
  return changePlan(options, async (tx, education) => {
    const row = await requirePlannedCluster(tx, education.id, options.id);
    const from = rangeOf(row);
    let to = from;
    if (input.start_week !== undefined && input.end_week !== undefined) {
      to = { start_week: input.start_week, end_week: input.end_week };
      const moved = to.start_week !== from.start_week || to.end_week !== from.end_week;
      // "Dragging into an elective is not possible": a choice has its slot's weeks.
      if (moved && row.plannedElectiveId !== null) throw invalidField('start_week', M.choiceOnly);
      checkInYear(to, await requirePlanYear(tx, education.id, row.educationYearId));
    }
    await tx
      .update(plannedClusters)
      .set({
        startWeek: to.start_week,
        endWeek: to.end_week,
        ...(input.comment !== undefined ? { comment: input.comment } : {}),
        updatedAt: now,
      })
      .where(eq(plannedClusters.id, row.id));
    await followClusterRanges(tx, [{ plannedClusterId: row.id, from, to }]);
    return plannedClusterOf(tx, row.id);
  });
}
