import type { DbOrTx } from '../../db/client';
import {
  pruneAttempts,
  recordAttempts,
  retryAfterSeconds,
  TRIAL_IP,
  type AttemptLimit,
} from './attempts';

/*
 * Trial requests are public, so they are throttled per IP like sign-in (docs/organisation.md),
 * on the one throttle (attempts.ts) under their own kind of key: at most TRIAL_MAX_PER_IP stored
 * requests per IP in a sliding TRIAL_WINDOW_MS.
 */

export const TRIAL_WINDOW_MS = TRIAL_IP.windowMs;
export const TRIAL_MAX_PER_IP = 5;

const trialLimit = (ip: string): AttemptLimit => ({
  kind: TRIAL_IP,
  subject: ip,
  max: TRIAL_MAX_PER_IP,
});

/** Seconds to wait before this IP may send another request; 0 when it may. */
export async function trialRetryAfterSeconds(options: {
  db: DbOrTx;
  ip: string;
  now: Date;
}): Promise<number> {
  const { db, ip, now } = options;
  return retryAfterSeconds(db, trialLimit(ip), now);
}

/** Counts a stored request against its IP. */
export async function recordTrialRequest(options: {
  db: DbOrTx;
  ip: string;
  now: Date;
}): Promise<void> {
  const { db, ip, now } = options;
  await recordAttempts(db, [{ kind: TRIAL_IP, subject: ip }], now);
  await pruneAttempts(db, now);
}
