import { and, eq } from 'drizzle-orm';
import { PLAN_MESSAGES, type TPlannedCluster } from '@cp/contracts';
import { electiveClusters } from '../../db/schema';
import { invalidField } from '../errors';
import type { EducationChange } from '../educations/change-education';
import { changePlan } from './change-plan';
import { requirePlanYear } from './load-year-plan';
import { rangeOf } from './plan-checks';
import { insertPlannedCluster, plannedClusterOf } from './planned-cluster-rows';
import { choiceCount, requireSlot } from './planned-elective-rows';
import { requireDesignCluster } from './require-design-cluster';

const M = PLAN_MESSAGES;

/**
 * Adds one of the elective's design clusters as a choice, when a place is left (docs/plan.md
 * "Rules"): the choice is a planned cluster with its slot's weeks.
 */
export async function addChoice(
  options: EducationChange & { id: number; clusterId: number },
): Promise<TPlannedCluster> {
  return changePlan(options, async (tx, education) => {
    const slot = await requireSlot(tx, education.id, options.id);
    const cluster = await requireDesignCluster(tx, education.id, options.clusterId);
    const [member] = await tx
      .select({ clusterId: electiveClusters.clusterId })
      .from(electiveClusters)
      .where(
        and(
          eq(electiveClusters.electiveSubjectId, slot.electiveSubjectId),
          eq(electiveClusters.clusterId, cluster.id),
        ),
      )
      .limit(1);
    if (!member) throw invalidField('cluster_id', M.notInElective);
    // The slot row is not locked itself, but the education row is (changeEducation), so two
    // choices cannot both take the last place.
    if ((await choiceCount(tx, slot.id)) >= slot.places) {
      throw invalidField('cluster_id', M.noPlaceLeft);
    }
    const year = await requirePlanYear(tx, education.id, slot.educationYearId);
    const id = await insertPlannedCluster(tx, {
      educationId: education.id,
      year,
      clusterId: cluster.id,
      range: rangeOf(slot),
      plannedElectiveId: slot.id,
      now: options.now,
    });
    return plannedClusterOf(tx, id);
  });
}
