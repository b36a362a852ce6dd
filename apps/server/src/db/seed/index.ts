import type { Db } from '../client';
import { DEMO_PASSWORD, DEMO_USERS, existingDemoAccounts, seedDemo } from './demo';
import { removeSeededVendorMembership } from './demo-vendor-membership';
import { seedPageInfo } from './page-info';

type Log = { info(message: string): void };

/** Runs at every start after the migrations; each step is idempotent. */
export async function runSeeds(options: { db: Db; seedDemo: boolean; log: Log }): Promise<void> {
  const { db, log } = options;
  await seedPageInfo(db);
  if (!options.seedDemo) return;

  if (await seedDemo(db)) {
    const lines = DEMO_USERS.map((u) => `  ${u.email.padEnd(20)} ${u.description}`);
    log.info(
      `Demo data created. Every demo account has the password ${DEMO_PASSWORD}\n${lines.join('\n')}`,
    );
    return;
  }
  // A demo database from before issue 14: the vendor leaves Demo College (unless it was invited).
  if (await removeSeededVendorMembership(db)) {
    log.info('Demo: platform@demo.nl is no longer a member of Demo College (platform role only).');
  }
  const present = await existingDemoAccounts(db);
  if (present.length > 0) {
    log.info(`Demo accounts (password ${DEMO_PASSWORD}): ${present.join(', ')}`);
  }
}
