import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/*
 * The analysis reads are aggregates over several tables (CTEs, grouping sets, FILTER, window
 * functions) that Drizzle's builder cannot say or says only with a subquery per piece; they are
 * written as SQL with bound parameters and read through this one helper. Every value a caller
 * reads is cast in the SQL to the JavaScript type it expects (::int for counts, ::float8 for
 * decimals), so both drivers give the same rows.
 */

/** The rows of one statement; both drivers (PGlite, node-postgres) answer `{ rows }`. */
export async function selectRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}
