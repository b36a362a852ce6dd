import type { DbOrTx } from '../../db/client';
import type { AuthSettings } from '../auth/settings';
import {
  forgetAttemptIds,
  forgetAttempts,
  LOGIN_DEVICE,
  LOGIN_EMAIL,
  LOGIN_IP,
  longestRetryAfterSeconds,
  pruneAttempts,
  recordAttempts,
  retryAfterSeconds,
  type AttemptLimit,
} from './attempts';
import { deviceOf } from './device-cookie';

/*
 * Sign-in throttling (docs/server.md "Sign-in", decision 0020), on the one throttle (attempts.ts).
 * Everything that checks a secret of an account (a password, an invitation or reset token, a
 * single sign-on link) is throttled like a sign-in of that address:
 * - per address: at most `loginMaxFailuresPerEmail` attempts a minute (guessing one account);
 * - per IP, the spray guard: at most `loginMaxFailuresPerIp` distinct addresses with a failure a
 *   minute (trying many accounts). One person's failures at one address (a pupil at their own
 *   account, or at a teacher's) never stop another address at the same IP;
 * - a device that signed in to the address before (its device cookie, device-cookie.ts) is
 *   counted per device instead, and neither the address's other attempts nor the IP's stop it.
 */

type ThrottleSettings = Pick<
  AuthSettings,
  'loginMaxFailuresPerEmail' | 'loginMaxFailuresPerIp' | 'sessionSecret'
>;

const emailLimit = (email: string, settings: ThrottleSettings): AttemptLimit => ({
  kind: LOGIN_EMAIL,
  subject: email,
  max: settings.loginMaxFailuresPerEmail,
});

const deviceLimit = (device: string, settings: ThrottleSettings): AttemptLimit => ({
  kind: LOGIN_DEVICE,
  subject: device,
  max: settings.loginMaxFailuresPerEmail,
});

const ipLimit = (ip: string, settings: ThrottleSettings): AttemptLimit => ({
  kind: LOGIN_IP,
  subject: ip,
  max: settings.loginMaxFailuresPerIp,
});

/** Returns how many seconds the caller must wait, or 0 when a token check may be tried. */
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
      { kind: LOGIN_IP, subject: ip, target: email },
    ],
    now,
  );
  await pruneAttempts(db, now);
}

/**
 * A successful sign-in (or token check) forgives that address's earlier typos, and, with the IP,
 * takes the address out of the IP's spray count: someone who mistyped and then got in was no spray.
 */
export async function clearEmailFailures(db: DbOrTx, email: string, ip?: string): Promise<void> {
  await forgetAttempts(db, LOGIN_EMAIL, email);
  if (ip !== undefined) await forgetAttempts(db, LOGIN_IP, ip, email);
}

export type LoginClaim =
  | { throttled: true; retryAfterSeconds: number }
  | {
      throttled: false;
      /** The password was wrong: recorded (the claim's own row is the failure record). */
      failed(): Promise<void>;
      /** The password was right: not a failure, and the address's earlier typos are forgiven. */
      succeeded(): Promise<void>;
    };

/**
 * Counts a sign-in attempt on an address **before** the password is checked (issue 11: 50
 * parallel wrong passwords got 6-15 argon2 checks past a limit of 5, because each request
 * counted, verified, and only then recorded). The attempt is written first, in its own statement;
 * then the window's attempts are counted without it. Whoever's row committed as the n-th sees at
 * least n - 1 others, so at most `max` checks per address (or per device) get through, on one
 * process or many. A refused attempt takes its row back (it checked nothing); a failed one keeps
 * it as the failure record; `succeeded` removes it.
 *
 * `deviceCookie`: the browser's device cookie. Valid for this address, the attempt is counted per
 * device and is exempt from the address's and the IP's limits; otherwise it is an attempt from an
 * unknown device, under both. The per-IP count stays a count of finished failures: counting
 * attempts in flight would refuse a whole school behind one address at 8:30; parallel sprays over
 * many addresses may get a few checks past that limit, each address still at most `max`.
 */
export async function claimLoginAttempt(options: {
  db: DbOrTx;
  email: string;
  ip: string;
  deviceCookie: string | undefined;
  now: Date;
  settings: ThrottleSettings;
}): Promise<LoginClaim> {
  const { db, email, ip, now, settings } = options;
  const device = deviceOf(options.deviceCookie, email, settings.sessionSecret, now);
  const own = device ? deviceLimit(device, settings) : emailLimit(email, settings);
  const ownIds = await recordAttempts(db, [{ kind: own.kind, subject: own.subject }], now);
  const waits = await Promise.all([
    retryAfterSeconds(db, own, now, ownIds),
    device ? 0 : retryAfterSeconds(db, ipLimit(ip, settings), now),
  ]);
  const wait = Math.max(...waits);
  if (wait > 0) {
    await forgetAttemptIds(db, ownIds);
    return { throttled: true, retryAfterSeconds: wait };
  }
  return {
    throttled: false,
    failed: async () => {
      if (!device) await recordAttempts(db, [{ kind: LOGIN_IP, subject: ip, target: email }], now);
      await pruneAttempts(db, now);
    },
    succeeded: async () => {
      await forgetAttemptIds(db, ownIds);
      if (device) await forgetAttempts(db, LOGIN_DEVICE, device);
      await clearEmailFailures(db, email, ip);
    },
  };
}
