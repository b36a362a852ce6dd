import { PLAN_MESSAGES, type TPlanOrderedList } from '@cp/contracts';
import type { EducationChange } from '../educations/change-education';
import { reorderList } from '../ordered-lists';
import { changePlan } from './change-plan';
import { materialList } from './material-rows';
import { requirePlannedCluster } from './plan-checks';
import { PLAN_ITEM_SPECS } from './plan-item-kinds';
import { planItemList } from './plan-item-rows';

const M = PLAN_MESSAGES;

/** PUT .../plan/clusters/:id/:kind/order: exactly the planned cluster's items of that kind. */
export async function reorderPlanList(
  options: EducationChange & {
    list: TPlanOrderedList;
    plannedClusterId: number;
    ids: number[];
  },
): Promise<void> {
  const { list } = options;
  await changePlan(options, async (tx, education) => {
    const cluster = await requirePlannedCluster(tx, education.id, options.plannedClusterId);
    const ordered =
      list === 'materials'
        ? materialList(cluster.id)
        : planItemList(PLAN_ITEM_SPECS[list], cluster.id);
    await reorderList(tx, ordered, options.ids, M.orderMismatch);
  });
}
