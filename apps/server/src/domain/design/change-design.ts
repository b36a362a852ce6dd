import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import { DESIGN_MESSAGES, type TDesignInput, type TDesignKind } from '@cp/contracts';
import type { PgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { learningOutcomes } from '../../db/schema';
import { invalidField, notFound, uniqueOrInvalid } from '../errors';
import { changeEducation, type EducationChange } from '../educations/change-education';
import {
  checkedIds,
  closeGap,
  nextPosition,
  reorderList,
  replaceLinks,
  type OrderedList,
} from '../ordered-lists';
import {
  DESIGN_KIND_SPECS,
  GOAL_CLUSTER_LINKS,
  listWhere,
  type KindSpec,
  type LinkSpec,
} from './kinds';

/*
 * Creating, editing, deleting and reordering design items (docs/design.md), generic over the
 * registry in kinds.ts. Everything runs inside changeEducation: the education row is locked (so
 * positions and index checks do not race within one education), the caller's design rights and
 * the status are checked, and `education_update` goes out after the commit.
 */

const M = DESIGN_MESSAGES;

type AnyInput = TDesignInput<TDesignKind>;
type Item = Record<string, unknown>;

const itemNotFound = () => notFound('notFound.designItem');

/** The item within the education, with its list value and position; 404 otherwise. */
async function requireItem(tx: DbOrTx, spec: KindSpec, educationId: number, id: number) {
  const [row] = await tx
    .select({
      id: spec.id,
      position: spec.position,
      list: spec.listColumn ?? sql<null>`null`,
    })
    .from(spec.table)
    .where(and(eq(spec.id, id), eq(spec.educationId, educationId)))
    .limit(1);
  if (!row) throw itemNotFound();
  return row as { id: number; position: number; list: number | null };
}

/** Parents must exist in this education (and satisfy their extra condition), else 422. */
async function checkParents(tx: DbOrTx, spec: KindSpec, input: AnyInput, educationId: number) {
  for (const parent of spec.parents(input, educationId)) {
    const [row] = await tx
      .select({ id: parent.idColumn })
      .from(parent.table)
      .where(and(eq(parent.idColumn, parent.id), eq(parent.educationId, educationId), parent.where))
      .limit(1);
    if (!row) throw invalidField(parent.field, M.parentMissing);
  }
}

/** The friendly check of the unique index; the index itself catches races (uniqueOrInvalid). */
async function checkIndex(
  tx: DbOrTx,
  spec: KindSpec,
  educationId: number,
  list: number | null,
  input: AnyInput,
  selfId?: number,
) {
  if (!spec.index || !('index' in input)) return;
  const [row] = await tx
    .select({ id: spec.id })
    .from(spec.table)
    .where(
      and(
        listWhere(spec, educationId, list),
        eq(spec.index.column, input.index),
        selfId === undefined ? undefined : ne(spec.id, selfId),
      ),
    )
    .limit(1);
  if (row) throw invalidField('index', M.indexTaken);
}

/** The linked ids without duplicates, all of this education; 422 on the field otherwise. */
const checkLinks = (tx: DbOrTx, link: LinkSpec, ids: readonly number[], educationId: number) =>
  checkedIds(tx, link.target, ids, educationId, { field: link.field, key: M.linkMissing });

/** The linked ids of an input per link field, checked. */
async function linksOf(tx: DbOrTx, spec: KindSpec, input: AnyInput, educationId: number) {
  const checked: [LinkSpec, number[]][] = [];
  for (const link of spec.links) {
    const ids = (input as Record<string, unknown>)[link.field] as readonly number[] | undefined;
    checked.push([link, await checkLinks(tx, link, ids ?? [], educationId)]);
  }
  return checked;
}

/** The list an item of `spec` sits in (one per education, or per parent). */
const listOf = (spec: KindSpec, educationId: number, list: number | null): OrderedList => ({
  table: spec.table,
  id: spec.id,
  position: spec.position,
  where: listWhere(spec, educationId, list),
});

async function answerOf(tx: DbOrTx, spec: KindSpec, id: number): Promise<Item> {
  const [row] = await tx.select(spec.answer).from(spec.table).where(eq(spec.id, id)).limit(1);
  if (!row) throw itemNotFound();
  return row;
}

/** The write itself, answering 422 on `index` if a racing request took the index meanwhile. */
function guarded<T>(spec: KindSpec, write: () => Promise<T>): Promise<T> {
  if (!spec.index) return write();
  return uniqueOrInvalid(write, {
    field: 'index',
    key: M.indexTaken,
    constraint: spec.index.constraint,
  });
}

/**
 * Inserts or updates through drizzle with the registry's erased table type: the values object is
 * built from the kind's own toRow plus the base columns, so it fits its table.
 */
type ErasedValues = PgInsertValue<PgTable> & PgUpdateSetSource<PgTable>;

export async function createDesignItem(
  options: EducationChange & { designKind: TDesignKind; input: AnyInput },
): Promise<Item> {
  const spec = DESIGN_KIND_SPECS[options.designKind];
  const { input } = options;
  return changeEducation(options, async (tx, education) => {
    const list = spec.listOf(input);
    await checkParents(tx, spec, input, education.id);
    await checkIndex(tx, spec, education.id, list, input);
    const links = await linksOf(tx, spec, input, education.id);
    const position = await nextPosition(tx, listOf(spec, education.id, list));
    const values = {
      ...spec.toRow(input),
      educationId: education.id,
      position,
    } as unknown as ErasedValues;
    const [row] = await guarded(spec, () =>
      tx.insert(spec.table).values(values).returning({ id: spec.id }),
    );
    const id = (row as { id: number } | undefined)?.id;
    if (id === undefined) throw new Error(`${spec.kind}: insert returned nothing`);
    for (const [link, ids] of links) await replaceLinks(tx, link, id, ids);
    return answerOf(tx, spec, id);
  });
}

/**
 * The item to update, in one statement: its list and position, whether the input's index is taken
 * by another item of the list the input puts it in (the friendly check; the unique index catches
 * races), and its links now, per link list of the kind. 404 when it is not of this education.
 */
async function itemForUpdate(
  tx: DbOrTx,
  spec: KindSpec,
  educationId: number,
  id: number,
  input: AnyInput,
) {
  const fields: Record<string, PgColumn | SQL> = {
    id: spec.id,
    position: spec.position,
    list: spec.listColumn ?? sql<null>`null`,
  };
  if (spec.index && 'index' in input) {
    const others = and(
      listWhere(spec, educationId, spec.listOf(input)),
      eq(spec.index.column, input.index),
      ne(spec.id, id),
    );
    fields.indexTaken = sql<boolean>`exists (select 1 from ${spec.table} where ${others})`;
  }
  spec.links.forEach((link, i) => {
    fields[`links${i}`] = sql<number[]>`coalesce((select array_agg(${link.other}) from ${
      link.table
    } where ${link.owner} = ${id}), '{}'::int[])`;
  });
  const [row] = await tx
    .select(fields)
    .from(spec.table)
    .where(and(eq(spec.id, id), eq(spec.educationId, educationId)))
    .limit(1);
  if (!row) throw itemNotFound();
  return {
    id: row.id as number,
    position: row.position as number,
    list: row.list as number | null,
    indexTaken: row.indexTaken === true,
    links: spec.links.map((_, i) => (row[`links${i}`] as (number | string)[]).map(Number)),
  };
}

/** Whether `ids` (repeats allowed) are exactly the ids of `now`. */
function sameIds(ids: readonly number[], now: readonly number[]): boolean {
  const wanted = new Set(ids);
  return wanted.size === now.length && now.every((id) => wanted.has(id));
}

/**
 * Edits an item. A rename, the most common change, is one statement to read the item (with the
 * index check and its links) and one to write it and read back the answer, besides the
 * education's lock (changeEducation): a link list that stays the same set is neither checked nor
 * rewritten (issue 26: round trips are most of a change's time on a busy machine, and one
 * education's changes wait for each other).
 */
export async function updateDesignItem(
  options: EducationChange & { designKind: TDesignKind; id: number; input: AnyInput },
): Promise<Item> {
  const spec = DESIGN_KIND_SPECS[options.designKind];
  const { input, now } = options;
  return changeEducation(options, async (tx, education) => {
    const item = await itemForUpdate(tx, spec, education.id, options.id, input);
    const list = spec.listOf(input);
    await checkParents(tx, spec, input, education.id);
    if (item.indexTaken) throw invalidField('index', M.indexTaken);
    const changedLinks: [LinkSpec, number[]][] = [];
    for (const [i, link] of spec.links.entries()) {
      const ids = (input as Record<string, unknown>)[link.field] as readonly number[] | undefined;
      if (sameIds(ids ?? [], item.links[i] ?? [])) continue;
      changedLinks.push([link, await checkLinks(tx, link, ids ?? [], education.id)]);
    }
    const moved = list !== item.list;
    const values: Record<string, unknown> = {
      ...spec.toRow(input),
      updatedAt: now,
    };
    // Moved to another list (another competence or outcome): last in the new one.
    if (moved) {
      await closeGap(tx, listOf(spec, education.id, item.list), item.position);
      values.position = await nextPosition(tx, listOf(spec, education.id, list));
    }
    // A learning cluster moved to another competence leaves its outcomes behind, ungrouped.
    if (moved && spec.kind === 'learning-clusters') {
      await tx
        .update(learningOutcomes)
        .set({ learningClusterId: null, updatedAt: now })
        .where(eq(learningOutcomes.learningClusterId, item.id));
    }
    for (const [link, ids] of changedLinks) await replaceLinks(tx, link, item.id, ids);
    // The answer comes back with the write; its link lists see the links written above.
    const [answer] = await guarded(spec, () =>
      tx
        .update(spec.table)
        .set(values as unknown as ErasedValues)
        .where(eq(spec.id, item.id))
        .returning(spec.answer),
    );
    if (!answer) throw itemNotFound();
    return answer;
  });
}

/** Deletes the item; its children and links go with it (foreign keys cascade). */
export async function deleteDesignItem(
  options: EducationChange & { designKind: TDesignKind; id: number },
): Promise<void> {
  const spec = DESIGN_KIND_SPECS[options.designKind];
  await changeEducation(options, async (tx, education) => {
    const item = await requireItem(tx, spec, education.id, options.id);
    await tx.delete(spec.table).where(eq(spec.id, item.id));
    await closeGap(tx, listOf(spec, education.id, item.list), item.position);
  });
}

/**
 * PUT .../design/:kind/order: `ids` must be exactly the ids of one list (the list of the first
 * id), else 422 orderMismatch (the screen reloads). Positions become 1..n in one statement.
 */
export async function reorderDesignItems(
  options: EducationChange & { designKind: TDesignKind; ids: number[] },
): Promise<void> {
  const spec = DESIGN_KIND_SPECS[options.designKind];
  const { ids } = options;
  const mismatch = () => invalidField('ids', M.orderMismatch);
  await changeEducation(options, async (tx, education) => {
    const [first] = ids;
    if (first === undefined || new Set(ids).size !== ids.length) throw mismatch();
    const head = await requireItem(tx, spec, education.id, first).catch(() => {
      throw mismatch();
    });
    await reorderList(tx, listOf(spec, education.id, head.list), ids, M.orderMismatch);
  });
}

/** PUT .../design/learning-goals/:id/clusters: the clusters covering the goal, as a set. */
export async function setGoalClusters(
  options: EducationChange & { goalId: number; clusterIds: number[] },
): Promise<number[]> {
  const spec = DESIGN_KIND_SPECS['learning-goals'];
  return changeEducation(options, async (tx, education) => {
    const goal = await requireItem(tx, spec, education.id, options.goalId);
    const ids = await checkLinks(tx, GOAL_CLUSTER_LINKS, options.clusterIds, education.id);
    await replaceLinks(tx, GOAL_CLUSTER_LINKS, goal.id, ids);
    return ids.sort((a, b) => a - b);
  });
}
