import { defaultRange, type TPlannedCluster } from '@cp/contracts';
import type { EducationChange } from '../educations/change-education';
import { changePlan } from './change-plan';
import { checkInYear, requireBodyYear } from './plan-checks';
import { insertPlannedCluster, plannedClusterOf } from './planned-cluster-rows';
import { requireDesignCluster } from './require-design-cluster';

/*
 * Placing a design cluster on a year's timeline (docs/plan.md "Rules"): without an end week it
 * gets its cluster width, cut off at the year's end. Choices of an elective are placed through
 * the elective (add-choice.ts).
 */

export async function placeCluster(
  options: EducationChange & {
    input: { education_year_id: number; cluster_id: number; start_week: number; end_week?: number };
  },
): Promise<TPlannedCluster> {
  const { input } = options;
  return changePlan(options, async (tx, education) => {
    const year = await requireBodyYear(tx, education.id, input.education_year_id);
    const cluster = await requireDesignCluster(tx, education.id, input.cluster_id);
    const range =
      input.end_week === undefined
        ? defaultRange(input.start_week, cluster.clusterWidth, year.weeks)
        : { start_week: input.start_week, end_week: input.end_week };
    checkInYear(range, year);
    const id = await insertPlannedCluster(tx, {
      educationId: education.id,
      year,
      clusterId: cluster.id,
      range,
      plannedElectiveId: null,
      now: options.now,
    });
    return plannedClusterOf(tx, id);
  });
}
