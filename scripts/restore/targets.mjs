// The databases of a restore drill: a fresh PGlite DATA_DIR or a fresh PostgreSQL database each,
// with the environment the server and the db:* commands need, a way in for the fingerprint, and
// a clean-up.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { createDatabase, dropDatabase } from '../lib/postgres-databases.mjs';

export async function freshTarget(kind, label) {
  // DATA_DIR also holds the session secret, on PostgreSQL too.
  const dataDir = mkdtempSync(join(tmpdir(), `cp-drill-${label}-`));
  if (kind === 'pglite') {
    return {
      describe: `PGlite in ${dataDir}`,
      // An empty DATABASE_URL counts as unset (config.ts), whatever the caller's shell has.
      env: { DATA_DIR: dataDir, DATABASE_URL: '' },
      async connect() {
        const client = new PGlite(join(dataDir, 'pglite'));
        await client.waitReady;
        return { query: (sql) => client.query(sql), close: () => client.close() };
      },
      dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const database = await createDatabase(`cp_drill_${label}`);
  return {
    describe: `PostgreSQL database ${database.name}`,
    env: { DATA_DIR: dataDir, DATABASE_URL: database.url },
    async connect() {
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      return { query: (sql) => client.query(sql), close: () => client.end() };
    },
    dispose: async () => {
      await dropDatabase(database.name);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
