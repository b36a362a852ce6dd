import type { Database } from '../client';
import { seedDemo } from './demo';
import { seedPageInfo } from './page-info';

/*
 * Demo data on explicit request (`npm run db:seed-demo`, seed-demo-command.ts), also on
 * PostgreSQL: only into an empty database (no account, no location). A school's database is
 * refused and left untouched, because the demo accounts share a published password.
 */

export class NotEmptyError extends Error {}

/** Migrates, then seeds; throws NotEmptyError (changing nothing) unless the database is empty. */
export async function seedDemoIntoEmptyDatabase(database: Database): Promise<void> {
  await database.migrate();
  // seedDemo does nothing on a database with accounts or locations (isEmptyForDemo).
  if (!(await seedDemo(database.db))) {
    throw new NotEmptyError(
      'Refused: this database already has accounts or locations. Demo data (accounts with a ' +
        'published password) is only seeded into an empty database.',
    );
  }
  await seedPageInfo(database.db);
}
