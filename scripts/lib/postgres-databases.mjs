// Throw-away PostgreSQL databases for scripts, created and dropped through the `pg` package
// on a server URL without a database name (e.g. postgres://postgres@127.0.0.1:5432).
import pg from 'pg';

export const PG_SERVER =
  process.env.CI_PG_SERVER ?? process.env.PG_SERVER ?? 'postgres://postgres@127.0.0.1:5432';

async function onMaintenanceDb(server, statement) {
  const client = new pg.Client({ connectionString: `${server}/postgres` });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A new empty database named `<prefix>_<time>_<pid>_<n>`; returns its name and URL. */
let created = 0;
export async function createDatabase(prefix, server = PG_SERVER) {
  created += 1;
  const name = `${prefix}_${Date.now()}_${process.pid}_${created}`;
  // The name is ours (letters, digits, underscores), so quoting it is enough.
  await onMaintenanceDb(server, `CREATE DATABASE "${name}"`);
  return { name, url: `${server}/${name}` };
}

/** Drops it even while connections are open (a killed server's pool may linger). */
export async function dropDatabase(name, server = PG_SERVER) {
  await onMaintenanceDb(server, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}
