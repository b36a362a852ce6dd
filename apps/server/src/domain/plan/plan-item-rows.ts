import { and, eq } from 'drizzle-orm';
import type { PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { PLAN_MESSAGES, type TPlanItemInput, type TPlanItemKindPath } from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import { notFound, uniqueOrInvalid } from '../errors';
import { refuseNewWithdrawnGoals } from '../design/withdrawn-goals';
import { checkedIds, type OrderedList } from '../ordered-lists';
import { rangeOf } from './plan-checks';
import {
  GOAL_TARGET,
  PLAN_ITEM_GUARDS,
  type ItemContext,
  type PlanItemSpec,
} from './plan-item-kinds';

/*
 * What the changes of the tests, check moments, activities and links of a planned cluster share
 * (create-plan-item.ts, update-plan-item.ts, delete-plan-item.ts, reorder-plan-list.ts), generic
 * over plan-item-kinds.ts.
 */

const M = PLAN_MESSAGES;

export type AnyPlanItemInput = TPlanItemInput<TPlanItemKindPath>;
export type PlanItem = Record<string, unknown>;
/** The kind's own toRow plus base columns fit its table; drizzle's types cannot follow. */
export type ErasedValues = PgInsertValue<PgTable> & PgUpdateSetSource<PgTable>;

/** The items of one kind in one planned cluster, as an ordered list. */
export const planItemList = (spec: PlanItemSpec, plannedClusterId: number): OrderedList => ({
  table: spec.table,
  id: spec.id,
  position: spec.position,
  where: eq(spec.plannedClusterId, plannedClusterId),
});

/** An item of this kind and education; 404 otherwise. */
export async function requirePlanItem(
  tx: DbOrTx,
  spec: PlanItemSpec,
  educationId: number,
  id: number,
) {
  const [row] = await tx
    .select({ id: spec.id, position: spec.position, plannedClusterId: spec.plannedClusterId })
    .from(spec.table)
    .where(and(eq(spec.id, id), eq(spec.educationId, educationId)))
    .limit(1);
  if (!row) throw notFound('notFound.planItem');
  return row as { id: number; position: number; plannedClusterId: number };
}

/** The answer of one item, in its kind's answer columns. */
export async function planItemOf(tx: DbOrTx, spec: PlanItemSpec, id: number): Promise<PlanItem> {
  const [row] = await tx.select(spec.answer).from(spec.table).where(eq(spec.id, id)).limit(1);
  if (!row) throw notFound('notFound.planItem');
  return row;
}

/** The kind's rules, then its covered goals checked (422 on goal_ids). */
export async function checkPlanItemInput(
  spec: PlanItemSpec,
  context: ItemContext,
  input: AnyPlanItemInput,
): Promise<number[]> {
  await spec.check(context, input);
  if (!spec.goals) return [];
  const ids = 'goal_ids' in input ? input.goal_ids : [];
  const checked = await checkedIds(context.tx, GOAL_TARGET, ids, context.educationId, {
    field: 'goal_ids',
    key: M.linkMissing,
  });
  // A withdrawn goal the item covers already stays; none is added (docs/design.md "Rules").
  await refuseNewWithdrawnGoals(
    context.tx,
    checked,
    'goal_ids',
    context.selfId === undefined ? undefined : { ...spec.goals, ownerId: context.selfId },
  );
  return checked;
}

/** A write of a kind with a unique rule (PLAN_ITEM_GUARDS): a clash becomes its 422. */
export function guardedWrite<T>(kind: TPlanItemKindPath, write: () => Promise<T>): Promise<T> {
  const guard = PLAN_ITEM_GUARDS[kind];
  return guard ? uniqueOrInvalid(write, guard) : write();
}

/** What a kind's rules see of the item's planned cluster. */
export function itemContextOf(
  tx: DbOrTx,
  locationId: number,
  educationId: number,
  cluster: { id: number; startWeek: number; endWeek: number },
): ItemContext {
  return {
    tx,
    educationId,
    locationId,
    plannedCluster: { id: cluster.id, range: rangeOf(cluster) },
  };
}
