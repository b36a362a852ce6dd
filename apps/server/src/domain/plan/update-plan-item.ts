import { eq } from 'drizzle-orm';
import type { TPlanItemKindPath } from '@cp/contracts';
import type { EducationChange } from '../educations/change-education';
import { replaceLinks } from '../ordered-lists';
import { changePlan } from './change-plan';
import { requirePlannedCluster } from './plan-checks';
import { PLAN_ITEM_SPECS } from './plan-item-kinds';
import {
  checkPlanItemInput,
  guardedWrite,
  itemContextOf,
  planItemOf,
  requirePlanItem,
  type AnyPlanItemInput,
  type ErasedValues,
  type PlanItem,
} from './plan-item-rows';

/**
 * Edits a test, check moment, activity or link (docs/plan.md) by its kind's rules, within the
 * planned cluster it was made in.
 */
export async function updatePlanItem(
  options: EducationChange & { itemKind: TPlanItemKindPath; id: number; input: AnyPlanItemInput },
): Promise<PlanItem> {
  const spec = PLAN_ITEM_SPECS[options.itemKind];
  const { input, now } = options;
  return changePlan(options, async (tx, education) => {
    const item = await requirePlanItem(tx, spec, education.id, options.id);
    const cluster = await requirePlannedCluster(tx, education.id, item.plannedClusterId);
    const context = {
      ...itemContextOf(tx, options.scope.locationId, education.id, cluster),
      selfId: item.id,
    };
    const goalIds = await checkPlanItemInput(spec, context, input);
    const values = { ...spec.toRow(input), updatedAt: now } as unknown as ErasedValues;
    await guardedWrite(options.itemKind, () =>
      tx.update(spec.table).set(values).where(eq(spec.id, item.id)),
    );
    if (spec.goals) await replaceLinks(tx, spec.goals, item.id, goalIds);
    return planItemOf(tx, spec, item.id);
  });
}
