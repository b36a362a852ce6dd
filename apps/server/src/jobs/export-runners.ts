import pg from 'pg';
import type { Db } from '../db/client';
import { localRunners, type ExportRunners } from '../domain/exports/export-runners';

/**
 * The first key of the advisory locks of running exports (the second is the export's id). Any
 * fixed number that no other advisory lock of the database uses (pg-boss uses its own
 * hash-derived keys).
 */
const EXPORT_LOCK_KEY = 25_013;

const byClient = new WeakMap<object, ExportRunners>();

/**
 * The runners of this process for `db` (domain/exports/export-runners.ts), one per database
 * client, so every app and job of the process on one database shares them.
 */
export function exportRunnersFor(db: Db): ExportRunners {
  const client = (db as unknown as { $client: object }).$client;
  let runners = byClient.get(client);
  if (!runners) {
    runners = client instanceof pg.Pool ? advisoryRunners(client) : localRunners();
    byClient.set(client, runners);
  }
  return runners;
}

/**
 * PostgreSQL: each running export is held by a session-level advisory lock on a connection of its
 * own (not from the pool, whose connections serve others between statements and would keep the
 * lock). When the process dies its connections close and PostgreSQL releases the lock at once;
 * pg_locks then shows nobody holding it. On PGlite (one process per data folder, so whatever
 * another process held died with it) the process's own list is the whole truth.
 */
function advisoryRunners(pool: pg.Pool): ExportRunners {
  return {
    async hold(exportId) {
      const client = new pg.Client(pool.options);
      await client.connect();
      // A broken connection is a released lock; the error must not take the process down.
      client.on('error', () => undefined);
      try {
        await client.query('select pg_advisory_lock($1, $2)', [EXPORT_LOCK_KEY, exportId]);
      } catch (error) {
        await client.end().catch(() => undefined);
        throw error;
      }
      // Ending the session releases the lock; no unlock statement is needed.
      return () => client.end().catch(() => undefined);
    },
    async orphans(exportIds) {
      if (exportIds.length === 0) return [];
      const { rows } = await pool.query<{ id: number }>(
        `select id from unnest($2::int[]) as id
          where not exists (
            select 1 from pg_locks l
             where l.locktype = 'advisory' and l.granted
               and l.database = (select oid from pg_database where datname = current_database())
               and l.classid = $1::int::oid and l.objid = id::oid and l.objsubid = 2)`,
        [EXPORT_LOCK_KEY, exportIds],
      );
      return rows.map((row) => row.id);
    },
  };
}
