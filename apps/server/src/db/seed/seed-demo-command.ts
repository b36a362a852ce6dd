import { ConfigError, loadConfig } from '../../config';
import { openDatabase } from '../client';
import { DataDirInUseError } from '../pglite-lock';
import { DEMO_PASSWORD, DEMO_USERS } from './demo';
import { NotEmptyError, seedDemoIntoEmptyDatabase } from './into-empty';

/*
 * `npm run db:seed-demo`: the demo locations, accounts and educations into the database the
 * server would use (DATABASE_URL, else PGlite in DATA_DIR with the server stopped), so the same
 * demo and benchmark run on PostgreSQL. Exit code 1, nothing changed, for a database that already
 * has accounts or locations.
 */

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await seedDemoIntoEmptyDatabase(database);
  } finally {
    await database.close();
  }
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.pgliteDir}`;
  const lines = DEMO_USERS.map((user) => `  ${user.email.padEnd(20)} ${user.description}`);
  console.log(
    `Demo data seeded into ${where}. Every demo account has the password ${DEMO_PASSWORD}\n` +
      lines.join('\n'),
  );
}

main().catch((error: unknown) => {
  const expected =
    error instanceof ConfigError ||
    error instanceof DataDirInUseError ||
    error instanceof NotEmptyError;
  console.error(expected ? error.message : error);
  process.exit(1);
});
