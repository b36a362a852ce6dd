import { and, asc, eq, gt, lt } from 'drizzle-orm';
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

async function waitFor(db: DbOrTx, key: string, max: number, now: Date): Promise<number> {
  const windowStart = new Date(now.getTime() - LOGIN_WINDOW_MS);
  const recent = await db
    .select({ at: loginAttempts.attemptedAt })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.key, key), gt(loginAttempts.attemptedAt, windowStart)))
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
  // Old rows are useless; pruning here keeps the table small without a separate job.
  await db
    .delete(loginAttempts)
    .where(lt(loginAttempts.attemptedAt, new Date(now.getTime() - 10 * LOGIN_WINDOW_MS)));
}

/** A successful sign-in forgives that address's earlier typos (the IP count stays). */
export async function clearEmailFailures(db: DbOrTx, email: string): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.key, emailKey(email)));
}
