import { and, asc, eq, gt, inArray, lt, notInArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { loginAttempts } from '../../db/schema';
import { LOGIN_WINDOW_MS, type AuthSettings } from './settings';

type ThrottleSettings = Pick<AuthSettings, 'loginMaxFailuresPerEmail' | 'loginMaxFailuresPerIp'>;

export const emailKey = (email: string) => `email:${email}`;
export const ipKey = (ip: string) => `ip:${ip}`;

/**
 * Returns how many seconds the caller must wait, or 0 when sign-in may be tried. Failures are
 * counted per e-mail address (guessing one account) and per IP (trying many accounts).
 */
export async function loginRetryAfterSeconds(options: {
  db: DbOrTx;
  email: string;
  ip: string;
  now: Date;
  settings: ThrottleSettings;
}): Promise<number> {
  const { db, email, ip, now, settings } = options;
  const waits = await Promise.all([
    waitFor(db, emailKey(email), settings.loginMaxFailuresPerEmail, now),
    waitFor(db, ipKey(ip), settings.loginMaxFailuresPerIp, now),
  ]);
  return Math.max(...waits);
}

async function waitFor(
  db: DbOrTx,
  key: string,
  max: number,
  now: Date,
  ownIds: number[] = [],
): Promise<number> {
  const windowStart = new Date(now.getTime() - LOGIN_WINDOW_MS);
  const recent = await db
    .select({ at: loginAttempts.attemptedAt })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.key, key),
        gt(loginAttempts.attemptedAt, windowStart),
        ownIds.length > 0 ? notInArray(loginAttempts.id, ownIds) : undefined,
      ),
    )
    .orderBy(asc(loginAttempts.attemptedAt));
  if (recent.length < max) return 0;
  // The window slides: once enough of the oldest failures age out, the count drops below max.
  const freeing = recent[recent.length - max];
  if (!freeing) return 0;
  const ms = freeing.at.getTime() + LOGIN_WINDOW_MS - now.getTime();
  return Math.max(1, Math.ceil(ms / 1000));
}

export async function recordLoginFailure(options: {
  db: DbOrTx;
  email: string;
  ip: string;
  now: Date;
}): Promise<void> {
  const { db, email, ip, now } = options;
  await db.insert(loginAttempts).values([
    { key: emailKey(email), attemptedAt: now },
    { key: ipKey(ip), attemptedAt: now },
  ]);
  await pruneOldAttempts(db, now);
}

/** A successful sign-in forgives that address's earlier typos (the IP count stays). */
export async function clearEmailFailures(db: DbOrTx, email: string): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.key, emailKey(email)));
}

export type LoginClaim =
  | { throttled: true; retryAfterSeconds: number }
  | {
      throttled: false;
      /** The password was wrong: counts for the IP too (the address's row is already there). */
      failed(): Promise<void>;
      /** The password was right: not a failure, and the address's earlier typos are forgiven. */
      succeeded(): Promise<void>;
    };

/**
 * Counts a sign-in attempt on an address **before** the password is checked (issue 11: 50
 * parallel wrong passwords got 6-15 argon2 checks past a limit of 5, because each request
 * counted, verified, and only then recorded). The attempt is written first, in its own statement;
 * then the window's attempts are counted without it. Whoever's row committed as the n-th sees at
 * least n - 1 others, so at most `max` checks per address get through, on one process or many.
 * A refused attempt takes its row back (it checked nothing); a failed one keeps it as the failure
 * record; `succeeded` removes it.
 * The per-IP count stays a count of finished failures: counting attempts in flight would refuse
 * a whole school behind one address at 8:30; parallel sprays over many addresses may get a few
 * checks past that limit, each address still at most `max`.
 */
export async function claimLoginAttempt(options: {
  db: DbOrTx;
  email: string;
  ip: string;
  now: Date;
  settings: ThrottleSettings;
}): Promise<LoginClaim> {
  const { db, email, ip, now, settings } = options;
  const own = await db
    .insert(loginAttempts)
    .values({ key: emailKey(email), attemptedAt: now })
    .returning({ id: loginAttempts.id });
  const ownIds = own.map((row) => row.id);
  const release = () => db.delete(loginAttempts).where(inArray(loginAttempts.id, ownIds));
  const waits = await Promise.all([
    waitFor(db, emailKey(email), settings.loginMaxFailuresPerEmail, now, ownIds),
    waitFor(db, ipKey(ip), settings.loginMaxFailuresPerIp, now),
  ]);
  const retryAfterSeconds = Math.max(...waits);
  if (retryAfterSeconds > 0) {
    await release();
    return { throttled: true, retryAfterSeconds };
  }
  return {
    throttled: false,
    failed: async () => {
      await db.insert(loginAttempts).values({ key: ipKey(ip), attemptedAt: now });
      await pruneOldAttempts(db, now);
    },
    succeeded: async () => {
      await release();
      await clearEmailFailures(db, email);
    },
  };
}

/** Old rows are useless; pruning on the way keeps the table small without a separate job. */
async function pruneOldAttempts(db: DbOrTx, now: Date): Promise<void> {
  await db
    .delete(loginAttempts)
    .where(lt(loginAttempts.attemptedAt, new Date(now.getTime() - 10 * LOGIN_WINDOW_MS)));
}
