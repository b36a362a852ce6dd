import { and, count, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';
import type { TMessageKey } from '@cp/contracts';
import { invalidField } from './errors';

/*
 * Lists whose items keep a `position` 1..n (design items, a planned cluster's tests ...) and link
 * tables of ids, shared by the design and the plan. Each function is a fixed number of
 * statements, whatever the list's length.
 */

/** An ordered list: its table, id and position columns, and the condition that selects it. */
export type OrderedList = { table: PgTable; id: PgColumn; position: PgColumn; where: SQL };

/** The position of a new item: last in its list. */
export async function nextPosition(tx: DbOrTx, list: OrderedList): Promise<number> {
  const [row] = await tx
    .select({ last: sql<number>`coalesce(max(${list.position}), 0)::int` })
    .from(list.table)
    .where(list.where);
  return Number(row?.last ?? 0) + 1;
}

/** Closes the gap an item at `position` leaves in its list, so positions stay 1..n. */
export async function closeGap(tx: DbOrTx, list: OrderedList, position: number): Promise<void> {
  const column = sql.identifier(list.position.name);
  await tx.execute(sql`
    update ${list.table} set ${column} = ${column} - 1
    where ${and(list.where, gt(list.position, position))}`);
}

/**
 * Numbers a list 1..n again in its current order, after rows left it some other way than
 * through closeGap (a cascade took several at once). One statement; unchanged rows stay as they
 * are.
 */
export async function renumberList(tx: DbOrTx, list: OrderedList): Promise<void> {
  const column = sql.identifier(list.position.name);
  await tx.execute(sql`
    update ${list.table} set ${column} = numbered.position
    from (
      select ${list.id} as id, row_number() over (order by ${list.position}, ${list.id})::int as position
      from ${list.table} where ${list.where}
    ) as numbered
    where ${list.id} = numbered.id and ${list.position} <> numbered.position`);
}

/**
 * A new order: `ids` must be exactly the list's ids without duplicates, else 422 on `ids` with
 * `mismatch` (the screen reloads). Positions become 1..n in one statement.
 */
export async function reorderList(
  tx: DbOrTx,
  list: OrderedList,
  ids: readonly number[],
  mismatch: TMessageKey,
): Promise<void> {
  const rows = await tx.select({ id: list.id }).from(list.table).where(list.where);
  const wanted = new Set(ids);
  if (
    wanted.size !== ids.length ||
    rows.length !== ids.length ||
    rows.some((row) => !wanted.has(row.id as number))
  ) {
    throw invalidField('ids', mismatch);
  }
  const values = ids.map((id, index) => sql`(${id}::int, ${index + 1}::int)`);
  await tx.execute(sql`
    update ${list.table} set ${sql.identifier(list.position.name)} = wanted.position
    from (values ${sql.join(values, sql`, `)}) as wanted(id, position)
    where ${list.id} = wanted.id`);
}

/** A link table seen from its owner: `owner` holds the owner's id, `other` the linked id. */
export type IdLinks = { table: PgTable; owner: PgColumn; other: PgColumn };

/**
 * The linked ids without duplicates, all found in `target` of this education; 422 on `field`
 * with the key `key` otherwise.
 */
export async function checkedIds(
  tx: DbOrTx,
  target: { table: PgTable; id: PgColumn; educationId: PgColumn },
  ids: readonly number[],
  educationId: number,
  invalid: { field: string; key: TMessageKey },
): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return unique;
  const [row] = await tx
    .select({ found: count() })
    .from(target.table)
    .where(and(inArray(target.id, unique), eq(target.educationId, educationId)));
  if (row?.found !== unique.length) throw invalidField(invalid.field, invalid.key);
  return unique;
}

/** Links are replaced as a set: two statements whatever their number. */
export async function replaceLinks(
  tx: DbOrTx,
  link: IdLinks,
  ownerId: number,
  ids: readonly number[],
): Promise<void> {
  await tx.delete(link.table).where(eq(link.owner, ownerId));
  if (ids.length === 0) return;
  const values = ids.map((id) => sql`(${ownerId}::int, ${id}::int)`);
  await tx.execute(sql`
    insert into ${link.table} (${sql.identifier(link.owner.name)}, ${sql.identifier(link.other.name)})
    values ${sql.join(values, sql`, `)}`);
}
