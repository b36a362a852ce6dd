import type { PGlite, Results } from '@electric-sql/pglite';

/** The one method pg-boss needs of a database when it is given one (`db` option). */
export type SqlExecutor = {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[]; rowCount: number }>;
};

// pg-boss wraps its schema changes and maintenance in one string `BEGIN; ...; COMMIT;`.
const LOCKED_BLOCK = /^\s*BEGIN\s*;([\s\S]*);\s*COMMIT\s*;\s*$/i;

/**
 * Runs pg-boss on PGlite. PGlite is one connection that queues callers itself, so pg-boss's
 * statements never interleave with a transaction of the application. Three differences from
 * `pg` are bridged here:
 * - a string of several statements without parameters must go through `exec` (simple protocol);
 * - a `BEGIN; ...; COMMIT;` string runs inside `client.transaction`, which rolls back on an error
 *   and holds PGlite's lock until then (a failed statement would otherwise leave the only
 *   connection in an aborted transaction for the next caller);
 * - the result carries `rowCount` like `pg`.
 * Advisory locks work (one session holds them trivially); pg-boss 10 polls and never LISTENs.
 */
export function pgliteExecutor(client: PGlite): SqlExecutor {
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return toPg(await client.query(text, values));
      const block = LOCKED_BLOCK.exec(text);
      if (block) {
        const body = block[1] ?? '';
        return toPg(lastOf(await client.transaction((tx) => tx.exec(body))));
      }
      return toPg(lastOf(await client.exec(text)));
    },
  };
}

function lastOf(results: Results[]): Results | undefined {
  return results[results.length - 1];
}

function toPg(result: Results | undefined): { rows: unknown[]; rowCount: number } {
  const rows = result?.rows ?? [];
  return { rows, rowCount: result?.affectedRows ?? rows.length };
}
