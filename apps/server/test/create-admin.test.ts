import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type Database } from '../src/db/client';
import { users } from '../src/db/schema';
import { verifyPassword } from '../src/domain/auth/passwords';
import { createOrPromotePlatformAdmin } from '../src/domain/users/create-platform-admin';
import { CHILD_PROCESS_LIMIT_MS } from './helpers/limits';
import { createTestDatabase } from './helpers/database';
import { createUser } from './helpers/fixtures';

const run = promisify(execFile);
const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..');

describe('createOrPromotePlatformAdmin', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.close());

  it('promotes an existing account and keeps its password when none is given', async () => {
    const user = await createUser(database.db, { email: 'bestaand@school.nl' });
    const result = await createOrPromotePlatformAdmin({
      db: database.db,
      email: 'Bestaand@School.nl',
      firstName: 'X',
      lastName: 'Y',
      passwordHash: null,
      now: new Date(),
    });
    expect(result).toEqual({ userId: user.id, created: false });
    const [row] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.isPlatformAdmin).toBe(true);
    expect(row?.passwordHash).toBe(user.passwordHash);
  });
});

/**
 * The real command in a child process, against the database the server would use:
 * PGlite in DATA_DIR, or a fresh PostgreSQL database when TEST_DATABASE_URL is set.
 */
describe('npm run create-admin', () => {
  let dataDir: string;
  let pgDatabase: (Database & { url?: string }) | undefined;
  const env = () => ({
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: pgDatabase?.url ?? '',
    LOG_LEVEL: 'silent',
  });
  const cli = (args: string[], password: string) =>
    run(process.execPath, ['--import', 'tsx', 'src/cli/create-admin.ts', ...args], {
      cwd: serverDir,
      env: { ...env(), ADMIN_PASSWORD: password },
    });

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'cp-cli-test-'));
    if (process.env.TEST_DATABASE_URL) pgDatabase = await createTestDatabase();
  });
  afterAll(() => pgDatabase?.close());

  async function withDb<T>(fn: (db: Database['db']) => Promise<T>): Promise<T> {
    if (pgDatabase) return fn(pgDatabase.db);
    const database = await openPglite(join(dataDir, 'pglite'));
    try {
      return await fn(database.db);
    } finally {
      await database.close();
    }
  }

  const args = ['--email', 'Beheer@Leverancier.nl', '--first-name', 'Bea', '--last-name', 'Heer'];

  it(
    'refuses a password that breaks the policy',
    async () => {
      await expect(cli(args, 'short')).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringContaining(
          'password breaks the policy (length, uppercase, number, sign)',
        ),
      });
    },
    CHILD_PROCESS_LIMIT_MS,
  );

  it(
    'creates the platform administrator, who can then sign in',
    async () => {
      const { stdout } = await cli(args, 'Sterk!Wachtwoord1');
      expect(stdout).toContain('Created platform administrator beheer@leverancier.nl');
      const row = await withDb(async (db) => {
        const [found] = await db
          .select()
          .from(users)
          .where(eq(users.email, 'beheer@leverancier.nl'));
        return found;
      });
      expect(row).toMatchObject({ isPlatformAdmin: true, activated: true, firstName: 'Bea' });
      expect(await verifyPassword(row!.passwordHash!, 'Sterk!Wachtwoord1')).toBe(true);
    },
    CHILD_PROCESS_LIMIT_MS,
  );
});
