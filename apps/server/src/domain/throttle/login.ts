import type { DbOrTx } from '../../db/client';
import type { AuthSettings } from '../auth/settings';
import {
  forgetAttemptIds,
  forgetAttempts,
  LOGIN_EMAIL,
  LOGIN_IP,
  longestRetryAfterSeconds,
  pruneAttempts,
  recordAttempts,
  retryAfterSeconds,
  type AttemptLimit,
} from './attempts';

/*
 * Sign-in throttling (docs/security.md "Sign-in throttling"), on the one throttle (attempts.ts):
 * failures are counted per e-mail address (guessing one account) and per IP (trying many
 * accounts). Everything that checks a secret of an account (a password, an invitation or reset
 * token, a single sign-on link) is throttled like a sign-in of that address.
 */

type ThrottleSettings = Pick<AuthSettings, 'loginMaxFailuresPerEmail' | 'loginMaxFailuresPerIp'>;

const emailLimit = (email: string, settings: ThrottleSettings): AttemptLimit => ({
  kind: LOGIN_EMAIL,
  subject: email,
  max: settings.loginMaxFailuresPerEmail,
});

const ipLimit = (ip: string, settings: ThrottleSettings): AttemptLimit => ({
  kind: LOGIN_IP,
  subject: ip,
  max: settings.loginMaxFailuresPerIp,
});

/** Returns how many seconds the caller must wait, or 0 when sign-in may be tried. */
export async function loginRetryAfterSeconds(options: {
  db: DbOrTx;
  email: string;
  ip: string;
  now: Date;
  settings: ThrottleSettings;
}): Promise<number> {
  const { db, email, ip, now, settings } = options;
  return longestRetryAfterSeconds(db, [emailLimit(email, settings), ipLimit(ip, settings)], now);
}

export async function recordLoginFailure(options: {
  db: DbOrTx;
  email: string;
  ip: string;
  now: Date;
}): Promise<void> {
  const { db, email, ip, now } = options;
  await recordAttempts(
    db,
    [
      { kind: LOGIN_EMAIL, subject: email },
      { kind: LOGIN_IP, subject: ip },
    ],
    now,
  );
  await pruneAttempts(db, now);
}

/** A successful sign-in forgives that address's earlier typos (the IP count stays). */
export async function clearEmailFailures(db: DbOrTx, email: string): Promise<void> {
  await forgetAttempts(db, LOGIN_EMAIL, email);
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
  const ownIds = await recordAttempts(db, [{ kind: LOGIN_EMAIL, subject: email }], now);
  const waits = await Promise.all([
    retryAfterSeconds(db, emailLimit(email, settings), now, ownIds),
    retryAfterSeconds(db, ipLimit(ip, settings), now),
  ]);
  const wait = Math.max(...waits);
  if (wait > 0) {
    await forgetAttemptIds(db, ownIds);
    return { throttled: true, retryAfterSeconds: wait };
  }
  return {
    throttled: false,
    failed: async () => {
      await recordAttempts(db, [{ kind: LOGIN_IP, subject: ip }], now);
      await pruneAttempts(db, now);
    },
    succeeded: async () => {
      await forgetAttemptIds(db, ownIds);
      await clearEmailFailures(db, email);
    },
  };
}
