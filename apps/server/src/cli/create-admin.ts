import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { passwordProblems } from '@cp/contracts';
import { ConfigError, loadConfig } from '../config';
import { DataDirInUseError } from '../db/pglite-lock';
import { openDatabase } from '../db/client';
import { hashPassword } from '../domain/auth/passwords';
import {
  createOrPromotePlatformAdmin,
  findUserIdByEmail,
} from '../domain/users/create-platform-admin';

/*
 * Creates the first platform administrator, or promotes an existing account, in the database the
 * server would use (DATABASE_URL, else PGlite in DATA_DIR: stop the server first, PGlite allows
 * one process at a time).
 *
 *   npm run create-admin -- --email you@school.nl --first-name Ada --last-name Lovelace
 *
 * The password comes from ADMIN_PASSWORD or is asked for; it must meet the password policy.
 * For an existing account the password is only changed when ADMIN_PASSWORD is set.
 */

const USAGE =
  'Usage: npm run create-admin -- --email <address> --first-name <name> --last-name <name>';

const ArgsSchema = z.object({
  email: z.email().transform((e) => e.trim().toLowerCase()),
  'first-name': z.string().trim().min(1).max(100),
  'last-name': z.string().trim().min(1).max(100),
});

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
    },
  });
  const args = ArgsSchema.safeParse(values);
  if (!args.success) {
    const fields = args.error.issues.map((i) => `--${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`${fields.join('\n')}\n${USAGE}`);
  }

  // Checked before the database is opened, so a bad password fails fast and touches nothing.
  const envPassword = process.env.ADMIN_PASSWORD || undefined;
  if (envPassword !== undefined) assertPolicy(envPassword);

  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await database.migrate();
    const exists = (await findUserIdByEmail(database.db, args.data.email)) !== null;
    const password = envPassword ?? (exists ? undefined : await askPassword());
    if (password !== undefined) assertPolicy(password);
    const result = await createOrPromotePlatformAdmin({
      db: database.db,
      email: args.data.email,
      firstName: args.data['first-name'],
      lastName: args.data['last-name'],
      passwordHash: password === undefined ? null : await hashPassword(password),
      now: new Date(),
    });
    console.log(
      `${result.created ? 'Created' : 'Promoted'} platform administrator ${args.data.email}` +
        ` (user ${result.userId}).`,
    );
  } finally {
    await database.close();
  }
}

function assertPolicy(password: string): void {
  const problems = passwordProblems(password);
  if (problems.length > 0) {
    throw new ConfigError(
      `The password breaks the policy (${problems.join(', ')}): 8 to 30 characters with ` +
        'an uppercase letter, a lowercase letter, a number and a sign.',
    );
  }
}

/** Asks twice without echoing, like passwd(1). */
async function askPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    throw new ConfigError('No terminal to ask for a password: set ADMIN_PASSWORD.');
  }
  const first = await askHidden('Password: ');
  const second = await askHidden('Repeat password: ');
  if (first !== second) throw new ConfigError('The passwords do not match.');
  return first;
}

function askHidden(question: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    // Replace echoed characters: readline has no built-in hidden mode.
    const output = rl as unknown as { _writeToOutput: (s: string) => void };
    output._writeToOutput = (s: string) => {
      process.stdout.write(s.startsWith(question) ? question : '');
    };
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
  });
}

main().catch((error: unknown) => {
  // Expected start-up problems get their message only; anything else its stack trace.
  const expected = error instanceof ConfigError || error instanceof DataDirInUseError;
  console.error(expected ? error.message : error);
  process.exit(1);
});
