import { and, eq } from 'drizzle-orm';
import type { PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import {
  PLAN_MESSAGES,
  type TPlanItemInput,
  type TPlanItemKindPath,
  type TPlanOrderedList,
} from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import { notFound, uniqueOrInvalid } from '../errors';
import {
  checkedIds,
  closeGap,
  nextPosition,
  renumberList,
  reorderList,
  replaceLinks,
  type OrderedList,
} from '../ordered-lists';
import {
  GOAL_TARGET,
  PLAN_ITEM_GUARDS,
  PLAN_ITEM_SPECS,
  type ItemContext,
  type PlanItemSpec,
} from './plan-item-kinds';
import { materialList } from './materials';
import type { EducationChange } from '../educations/change-education';
import { changePlan } from './change-plan';
import { rangeOf, requirePlannedCluster } from './plan-checks';

/*
 * Creating, editing, deleting and reordering the tests, check moments, activities and links of a
 * planned cluster (docs/plan.md), generic over plan-item-kinds.ts. Everything runs inside
 * changeEducation (locked education row, design rights, 409 unless designing, event after
 * commit). An item stays in the planned cluster it was made in.
 */

const M = PLAN_MESSAGES;

type AnyInput = TPlanItemInput<TPlanItemKindPath>;
type Item = Record<string, unknown>;
/** The kind's own toRow plus base columns fit its table; drizzle's types cannot follow. */
type ErasedValues = PgInsertValue<PgTable> & PgUpdateSetSource<PgTable>;

const listOf = (spec: PlanItemSpec, plannedClusterId: number): OrderedList => ({
  table: spec.table,
  id: spec.id,
  position: spec.position,
  where: eq(spec.plannedClusterId, plannedClusterId),
});

async function requireItem(tx: DbOrTx, spec: PlanItemSpec, educationId: number, id: number) {
  const [row] = await tx
    .select({ id: spec.id, position: spec.position, plannedClusterId: spec.plannedClusterId })
    .from(spec.table)
    .where(and(eq(spec.id, id), eq(spec.educationId, educationId)))
    .limit(1);
  if (!row) throw notFound('notFound.planItem');
  return row as { id: number; position: number; plannedClusterId: number };
}

async function answerOf(tx: DbOrTx, spec: PlanItemSpec, id: number): Promise<Item> {
  const [row] = await tx.select(spec.answer).from(spec.table).where(eq(spec.id, id)).limit(1);
  if (!row) throw notFound('notFound.planItem');
  return row;
}

/** The kind's rules, then its covered goals checked (422 on goal_ids). */
async function checkInput(
  spec: PlanItemSpec,
  context: ItemContext,
  input: AnyInput,
): Promise<number[]> {
  await spec.check(context, input);
  if (!spec.goals) return [];
  const ids = 'goal_ids' in input ? input.goal_ids : [];
  return checkedIds(context.tx, GOAL_TARGET, ids, context.educationId, {
    field: 'goal_ids',
    key: M.linkMissing,
  });
}

function guarded<T>(kind: TPlanItemKindPath, write: () => Promise<T>): Promise<T> {
  const guard = PLAN_ITEM_GUARDS[kind];
  return guard ? uniqueOrInvalid(write, guard) : write();
}

export async function createPlanItem(
  options: EducationChange & {
    itemKind: TPlanItemKindPath;
    plannedClusterId: number;
    input: AnyInput;
  },
): Promise<Item> {
  const spec = PLAN_ITEM_SPECS[options.itemKind];
  const { input, now } = options;
  return changePlan(options, async (tx, education) => {
    const cluster = await requirePlannedCluster(tx, education.id, options.plannedClusterId);
    const goalIds = await checkInput(spec, contextOf(tx, options, education.id, cluster), input);
    const position = await nextPosition(tx, listOf(spec, cluster.id));
    const values = {
      ...spec.toRow(input),
      educationId: education.id,
      plannedClusterId: cluster.id,
      position,
      createdAt: now,
      updatedAt: now,
    } as unknown as ErasedValues;
    const [row] = await guarded(options.itemKind, () =>
      tx.insert(spec.table).values(values).returning({ id: spec.id }),
    );
    const id = (row as { id: number } | undefined)?.id;
    if (id === undefined) throw new Error(`${options.itemKind}: insert returned nothing`);
    if (spec.goals) await replaceLinks(tx, spec.goals, id, goalIds);
    return answerOf(tx, spec, id);
  });
}

export async function updatePlanItem(
  options: EducationChange & { itemKind: TPlanItemKindPath; id: number; input: AnyInput },
): Promise<Item> {
  const spec = PLAN_ITEM_SPECS[options.itemKind];
  const { input, now } = options;
  return changePlan(options, async (tx, education) => {
    const item = await requireItem(tx, spec, education.id, options.id);
    const cluster = await requirePlannedCluster(tx, education.id, item.plannedClusterId);
    const context = { ...contextOf(tx, options, education.id, cluster), selfId: item.id };
    const goalIds = await checkInput(spec, context, input);
    const values = { ...spec.toRow(input), updatedAt: now } as unknown as ErasedValues;
    await guarded(options.itemKind, () =>
      tx.update(spec.table).set(values).where(eq(spec.id, item.id)),
    );
    if (spec.goals) await replaceLinks(tx, spec.goals, item.id, goalIds);
    return answerOf(tx, spec, item.id);
  });
}

/** Deletes the item; its goal links and (for tests and activities) its links go with it. */
export async function deletePlanItem(
  options: EducationChange & { itemKind: TPlanItemKindPath; id: number },
): Promise<void> {
  const spec = PLAN_ITEM_SPECS[options.itemKind];
  await changePlan(options, async (tx, education) => {
    const item = await requireItem(tx, spec, education.id, options.id);
    await tx.delete(spec.table).where(eq(spec.id, item.id));
    await closeGap(tx, listOf(spec, item.plannedClusterId), item.position);
    if (options.itemKind === 'tests' || options.itemKind === 'activities') {
      // Its links went with it (cascade), anywhere in the links list: number that list again.
      await renumberList(tx, listOf(PLAN_ITEM_SPECS.links, item.plannedClusterId));
    }
  });
}

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
      list === 'materials' ? materialList(cluster.id) : listOf(PLAN_ITEM_SPECS[list], cluster.id);
    await reorderList(tx, ordered, options.ids, M.orderMismatch);
  });
}

function contextOf(
  tx: DbOrTx,
  options: EducationChange,
  educationId: number,
  cluster: { id: number; startWeek: number; endWeek: number },
): ItemContext {
  return {
    tx,
    educationId,
    locationId: options.scope.locationId,
    plannedCluster: { id: cluster.id, range: rangeOf(cluster) },
  };
}
