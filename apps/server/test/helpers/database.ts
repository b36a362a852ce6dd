import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPostgres, type Database } from '../../src/db/client';
import { openMigratedPglite } from './pglite-template';

/**
 * A fresh, migrated database for one test file: PGlite in memory by default; with
 * TEST_DATABASE_URL a new database on that PostgreSQL server, dropped again by `close`.
 */
export async function createTestDatabase(): Promise<Database & { url?: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    return openMigratedPglite();
  }

  const { url, drop } = await createEmptyDatabase(serverUrl);
  // Dropping the database at the end ends its idle connections: expected, not worth a log line.
  const database = await openPostgres(url, () => {});
  await database.migrate();
  return {
    ...database,
    url,
    close: async () => {
      await database.close();
      await drop();
    },
  };
}

/**
 * A new empty database on the PostgreSQL server of `serverUrl`, with its URL and a `drop` that
 * removes it again (ending what is still connected to it).
 */
export async function createEmptyDatabase(
  serverUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `cp_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
