import { PGlite, types } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';
import { migrationsFolder } from './migrations-folder';
import { lockPgliteDir } from './pglite-lock';
import { setWriteTurns } from './write-turns';

export type Schema = typeof schema;

/**
 * The one database type domain code sees. Both drivers produce a PgDatabase; only the result
 * shape of raw `execute` differs, which domain code does not rely on.
 */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction or the database itself: domain functions accept either. */
export type DbOrTx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
};

/**
 * PGlite's default shared_buffers (128 MB) lives in the WASM heap, which never shrinks: the idle
 * server then holds over 300 MB. The embedded mode serves one school's demo or small setup, and
 * the operating system still caches the data files, so a smaller buffer costs little.
 * 16 MB (not 32) since the job queue arrived: idle RSS about 240 MB instead of about 270 MB.
 */
const PGLITE_CONF = ['shared_buffers=16MB'];

/**
 * bytea to and from PGlite's hex text through Buffer's native hex, not PGlite's own conversion,
 * which makes a string per byte (`Array.from(bytes).map(b => b.toString(16)...)`, and back with
 * a parseInt per byte): during four 40 MB uploads that took over half of the server's CPU and held
 * its one thread for every 64 KB chunk, so reads waited (issue 25). Give these to every PGlite.
 */
export const PGLITE_TYPES = {
  serializers: {
    [types.BYTEA]: (value: Uint8Array | string) =>
      typeof value === 'string'
        ? value
        : `\\x${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('hex')}`,
  },
  parsers: { [types.BYTEA]: (text: string) => Buffer.from(text.slice(2), 'hex') },
};

/** Embedded PGlite; `dataDir` undefined keeps it in memory (tests). */
export async function openPglite(dataDir: string | undefined): Promise<Database> {
  const unlock = dataDir ? await lockPgliteDir(dataDir) : () => {};
  try {
    const client = new PGlite(dataDir, { postgresqlconf: PGLITE_CONF, ...PGLITE_TYPES });
    await client.waitReady;
    return wrapPglite(client, unlock);
  } catch (error) {
    unlock();
    throw error;
  }
}

/** Gives an opened PGlite the common Database shape (tests open one from a template). */
export function wrapPglite(client: PGlite, unlock: () => void = () => {}): Database {
  const db = drizzlePglite({ client, schema });
  // One statement at a time anyway: one upload write queued at a time, and each waits up to
  // 50 ms while other requests are answered (db/write-turns.ts): about what a read takes, and
  // uploads keep at least about 1 MB/s on a server that is never quiet.
  setWriteTurns(db, 1, 50);
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: migrationsFolder() }),
    close: async () => {
      try {
        // Closing flushes PGlite's files; skipping it can lose the last writes.
        await client.close();
      } finally {
        unlock();
      }
    },
  };
}

export async function openPostgres(
  connectionString: string,
  onIdleClientError: (error: Error) => void = (error) =>
    console.error(`PostgreSQL connection lost (the pool opens a new one): ${error.message}`),
): Promise<Database> {
  // jit=off: PostgreSQL compiles a query to machine code once its estimated cost passes
  // jit_above_cost, and set-returning functions (generate_series, estimated at 1000 rows each)
  // push the analysis reads past it: 50-60 ms of compiling for a query that runs in 5 ms
  // (docs/analysis.md "Speed"). Every query of this product is short; none gains from JIT.
  const pool = new pg.Pool({ connectionString, max: 10, options: '-c jit=off' });
  // An idle pooled connection that the server ends (restart, failover, admin) emits 'error' on
  // the pool; without a listener that would crash the process. The pool replaces the client.
  pool.on('error', onIdleClientError);
  // Fail at start, not at the first request, when the server is unreachable.
  const probe = await pool.connect();
  probe.release();
  const db = drizzlePg({ client: pool, schema });
  // Uploads may use 4 of the pool's 10 connections at once (db/write-turns.ts).
  setWriteTurns(db, 4);
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePg(db, { migrationsFolder: migrationsFolder() }),
    close: () => pool.end(),
  };
}

export function openDatabase(config: { databaseUrl: string | undefined; pgliteDir: string }) {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite(config.pgliteDir);
}
