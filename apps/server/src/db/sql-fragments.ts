import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

/*
 * Small SQL pieces that answers share (design and plan loads).
 */

/**
 * A column with its table's name. Drizzle writes bare column names in one-table selects, so in a
 * correlated subquery a bare "id" would be the inner table's own id, not the outer row's.
 */
export const qualified = (column: PgColumn): SQL =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

/** The ids of `other` linked to the owner row, sorted; '{}' when none (one correlated subquery). */
export function linkedIds(
  link: { table: PgTable; owner: PgColumn; other: PgColumn },
  ownerId: PgColumn,
): SQL<number[]> {
  return sql<number[]>`coalesce((select array_agg(${link.other} order by ${link.other}) from ${
    link.table
  } where ${qualified(link.owner)} = ${qualified(ownerId)}), '{}'::int[])`;
}

/** A decimal as the school writes it: '1' and '1.5', not numeric(6,1)'s '1.0'. */
export function decimalText(column: PgColumn): SQL<string | null> {
  return sql<string | null>`trim_scale(${column})::text`;
}
