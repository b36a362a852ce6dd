import { and, eq, gt, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { loginAttempts } from '../../db/schema';

/**
 * Trial requests are public, so they are throttled per IP like sign-in: counted in the same
 * database table (several server processes agree), under their own key.
 */
export const TRIAL_WINDOW_MS = 10 * 60_000;
export const TRIAL_MAX_PER_IP = 5;

const trialKey = (ip: string) => `trial:${ip}`;

/** Seconds to wait before this IP may send another request; 0 when it may. */
export async function trialRetryAfterSeconds(options: {
  db: DbOrTx;
  ip: string;
  now: Date;
}): Promise<number> {
  const { db, ip, now } = options;
  const since = new Date(now.getTime() - TRIAL_WINDOW_MS);
  const recent = await db
    .select({ at: loginAttempts.attemptedAt })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.key, trialKey(ip)), gt(loginAttempts.attemptedAt, since)))
    .orderBy(loginAttempts.attemptedAt);
  if (recent.length < TRIAL_MAX_PER_IP) return 0;
  // The window slides: the request that frees a place is the oldest one that still counts.
  const freeing = recent[recent.length - TRIAL_MAX_PER_IP];
  if (!freeing) return 0;
  const ms = freeing.at.getTime() + TRIAL_WINDOW_MS - now.getTime();
  return Math.max(1, Math.ceil(ms / 1000));
}

export async function recordTrialRequest(options: {
  db: DbOrTx;
  ip: string;
  now: Date;
}): Promise<void> {
  const { db, ip, now } = options;
  await db.insert(loginAttempts).values({ key: trialKey(ip), attemptedAt: now });
  await db
    .delete(loginAttempts)
    .where(
      and(
        eq(loginAttempts.key, trialKey(ip)),
        lt(loginAttempts.attemptedAt, new Date(now.getTime() - TRIAL_WINDOW_MS)),
      ),
    );
}
