import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPostgres, type Database } from '../../src/db/client';
import { openMigratedPglite, templateKey } from './pglite-template';

/**
 * A fresh, migrated database for one test file: PGlite in memory by default; with
 * TEST_DATABASE_URL a new database on that PostgreSQL server, dropped again by `close`.
 * A PGlite's `close` keeps it for the next test file of the process unless `reuse` is false
 * (helpers/pglite-template.ts).
 */
export async function createTestDatabase(
  options: { reuse?: boolean } = {},
): Promise<Database & { url?: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    return openMigratedPglite(options.reuse);
  }

  const { url, drop } = await createEmptyDatabase(serverUrl, await migratedTemplate(serverUrl));
  // Dropping the database at the end ends its idle connections: expected, not worth a log line.
  const database = await openPostgres(url, () => {});
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
  /** A database to copy instead of an empty one (nobody may be connected to it). */
  template?: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `cp_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  return {
    url: databaseUrl(serverUrl, name),
    drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

let template: Promise<string> | undefined;

/**
 * A migrated database on the server that test databases are copied from: migrating takes about
 * a second per test file, copying a tenth of that. Kept on the server between runs under a name
 * keyed by the migrations, like the PGlite template. Made under another name and renamed when
 * whole, so parallel test files (and runs) never copy a half-migrated one; who loses the race to
 * rename drops its own.
 */
function migratedTemplate(serverUrl: string): Promise<string> {
  template ??= (async () => {
    const name = `cp_test_template_${templateKey()}`;
    if (await databaseExists(serverUrl, name)) return name;
    const partial = `${name}_${process.pid}_${randomBytes(4).toString('hex')}`;
    await onServer(serverUrl, `create database ${partial}`);
    const database = await openPostgres(databaseUrl(serverUrl, partial), () => {});
    try {
      await database.migrate();
    } finally {
      await database.close();
    }
    try {
      await onServer(serverUrl, `alter database ${partial} rename to ${name}`);
    } catch (error) {
      await onServer(serverUrl, `drop database if exists ${partial} with (force)`);
      if (!(await databaseExists(serverUrl, name))) throw error;
    }
    return name;
  })();
  return template;
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function databaseExists(serverUrl: string, name: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    return (found.rowCount ?? 0) > 0;
  } finally {
    await client.end();
  }
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
