import { eq } from 'drizzle-orm';
import type { TPlanItemKindPath } from '@cp/contracts';
import type { EducationChange } from '../educations/change-education';
import { closeGap, renumberList } from '../ordered-lists';
import { changePlan } from './change-plan';
import { PLAN_ITEM_SPECS } from './plan-item-kinds';
import { planItemList, requirePlanItem } from './plan-item-rows';

/** Deletes the item; its goal links and (for tests and activities) its links go with it. */
export async function deletePlanItem(
  options: EducationChange & { itemKind: TPlanItemKindPath; id: number },
): Promise<void> {
  const spec = PLAN_ITEM_SPECS[options.itemKind];
  await changePlan(options, async (tx, education) => {
    const item = await requirePlanItem(tx, spec, education.id, options.id);
    await tx.delete(spec.table).where(eq(spec.id, item.id));
    await closeGap(tx, planItemList(spec, item.plannedClusterId), item.position);
    if (options.itemKind === 'tests' || options.itemKind === 'activities') {
      // Its links went with it (cascade), anywhere in the links list: number that list again.
      await renumberList(tx, planItemList(PLAN_ITEM_SPECS.links, item.plannedClusterId));
    }
  });
}
