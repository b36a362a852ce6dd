import { changeEducation, type EducationChange } from '../educations/change-education';
import { replaceLinks } from '../ordered-lists';
import { checkLinks, requireItem } from './design-item-rows';
import { DESIGN_KIND_SPECS, GOAL_CLUSTER_LINKS } from './kinds';
import { refuseNewClustersOfWithdrawnGoal } from './withdrawn-goals';

/** PUT .../design/learning-goals/:id/clusters: the clusters covering the goal, as a set. */
export async function setGoalClusters(
  options: EducationChange & { goalId: number; clusterIds: number[] },
): Promise<number[]> {
  const spec = DESIGN_KIND_SPECS['learning-goals'];
  return changeEducation(options, async (tx, education) => {
    const goal = await requireItem(tx, spec, education.id, options.goalId);
    const ids = await checkLinks(tx, GOAL_CLUSTER_LINKS, options.clusterIds, education.id);
    await refuseNewClustersOfWithdrawnGoal(tx, goal.id, ids);
    await replaceLinks(tx, GOAL_CLUSTER_LINKS, goal.id, ids);
    return ids.sort((a, b) => a - b);
  });
}
