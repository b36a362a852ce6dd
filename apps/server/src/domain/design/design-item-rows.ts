import { and, eq, sql } from 'drizzle-orm';
import { DESIGN_MESSAGES, type TDesignInput, type TDesignKind } from '@cp/contracts';
import type { PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { invalidField, notFound, uniqueOrInvalid } from '../errors';
import { checkedIds, type OrderedList } from '../ordered-lists';
import { listWhere, type KindSpec, type LinkSpec } from './kinds';

/*
 * What creating, editing, deleting and reordering design items share (create-design-item.ts,
 * update-design-item.ts, delete-design-item.ts, reorder-design-items.ts, set-goal-clusters.ts;
 * docs/design.md), generic over the registry in kinds.ts. Every change runs inside
 * changeEducation: the education row is locked (so positions and index checks do not race within
 * one education), the caller's design rights and the status are checked, and `education_update`
 * goes out after the commit.
 */

export const M = DESIGN_MESSAGES;

export type AnyInput = TDesignInput<TDesignKind>;
export type Item = Record<string, unknown>;

export const itemNotFound = () => notFound('notFound.designItem');

/** The item within the education, with its list value and position; 404 otherwise. */
export async function requireItem(tx: DbOrTx, spec: KindSpec, educationId: number, id: number) {
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
export async function checkParents(
  tx: DbOrTx,
  spec: KindSpec,
  input: AnyInput,
  educationId: number,
) {
  for (const parent of spec.parents(input, educationId)) {
    const [row] = await tx
      .select({ id: parent.idColumn })
      .from(parent.table)
      .where(and(eq(parent.idColumn, parent.id), eq(parent.educationId, educationId), parent.where))
      .limit(1);
    if (!row) throw invalidField(parent.field, M.parentMissing);
  }
}

/** The linked ids without duplicates, all of this education; 422 on the field otherwise. */
export const checkLinks = (
  tx: DbOrTx,
  link: LinkSpec,
  ids: readonly number[],
  educationId: number,
) => checkedIds(tx, link.target, ids, educationId, { field: link.field, key: M.linkMissing });

/** The list an item of `spec` sits in (one per education, or per parent). */
export const listOf = (spec: KindSpec, educationId: number, list: number | null): OrderedList => ({
  table: spec.table,
  id: spec.id,
  position: spec.position,
  where: listWhere(spec, educationId, list),
});

/** The write itself, answering 422 on `index` if a racing request took the index meanwhile. */
export function guarded<T>(spec: KindSpec, write: () => Promise<T>): Promise<T> {
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
export type ErasedValues = PgInsertValue<PgTable> & PgUpdateSetSource<PgTable>;
