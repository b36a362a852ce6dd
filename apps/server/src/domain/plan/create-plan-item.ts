import type { TPlanItemKindPath } from '@cp/contracts';
import type { EducationChange } from '../educations/change-education';
import { nextPosition, replaceLinks } from '../ordered-lists';
import { changePlan } from './change-plan';
import { requirePlannedCluster } from './plan-checks';
import { PLAN_ITEM_SPECS } from './plan-item-kinds';
import {
  checkPlanItemInput,
  guardedWrite,
  itemContextOf,
  planItemList,
  planItemOf,
  type AnyPlanItemInput,
  type ErasedValues,
  type PlanItem,
} from './plan-item-rows';

/*
 * Creating a test, check moment, activity or link of a planned cluster (docs/plan.md), generic
 * over plan-item-kinds.ts. Everything runs inside changeEducation (locked education row, design
 * rights, 409 unless designing, event after commit). An item stays in the planned cluster it was
 * made in.
 */

export async function createPlanItem(
  options: EducationChange & {
    itemKind: TPlanItemKindPath;
    plannedClusterId: number;
    input: AnyPlanItemInput;
  },
): Promise<PlanItem> {
  const spec = PLAN_ITEM_SPECS[options.itemKind];
  const { input, now } = options;
  return changePlan(options, async (tx, education) => {
    const cluster = await requirePlannedCluster(tx, education.id, options.plannedClusterId);
    const context = itemContextOf(tx, options.scope.locationId, education.id, cluster);
    const goalIds = await checkPlanItemInput(spec, context, input);
    const position = await nextPosition(tx, planItemList(spec, cluster.id));
    const values = {
      ...spec.toRow(input),
      educationId: education.id,
      plannedClusterId: cluster.id,
      position,
      createdAt: now,
      updatedAt: now,
    } as unknown as ErasedValues;
    const [row] = await guardedWrite(options.itemKind, () =>
      tx.insert(spec.table).values(values).returning({ id: spec.id }),
    );
    const id = (row as { id: number } | undefined)?.id;
    if (id === undefined) throw new Error(`${options.itemKind}: insert returned nothing`);
    if (spec.goals) await replaceLinks(tx, spec.goals, id, goalIds);
    return planItemOf(tx, spec, id);
  });
}
