import { and, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { locations, memberships, users } from '../../db/schema';
import { dummyVerify, verifyPassword } from './passwords';
import { createSession, deleteExpiredSessions, deleteSessionById } from './sessions';
import type { AuthSettings } from './settings';
import { claimLoginAttempt } from '../throttle/login';
import { withDevice } from '../throttle/device-cookie';

export type LoginResult =
  | {
      ok: true;
      userId: number;
      sessionId: string;
      expiresAt: Date;
      /** The browser's device cookie from now on (domain/throttle/device-cookie.ts). */
      deviceCookie: string;
    }
  | { ok: false; reason: 'invalid_credentials' }
  /** Right password, but every school of the account signs its people in only through its provider. */
  | { ok: false; reason: 'sso_required' }
  | { ok: false; reason: 'throttled'; retryAfterSeconds: number };

/**
 * Signs a user in with e-mail and password. Unknown address, missing password, deactivated
 * account and wrong password all give the same answer and take about the same time.
 * A session id the browser already had is dropped: every sign-in gets a fresh id (no fixation).
 */
export async function login(options: {
  db: DbOrTx;
  email: string;
  password: string;
  ip: string;
  /** The browser's device cookie, if it sent one. */
  deviceCookie: string | undefined;
  previousSessionId: string | undefined;
  now: Date;
  settings: AuthSettings;
}): Promise<LoginResult> {
  const { db, password, ip, deviceCookie, now, settings } = options;
  const email = options.email.trim().toLowerCase();

  // Counted before the password is checked, so parallel guesses cannot pass the limit together.
  const claim = await claimLoginAttempt({ db, email, ip, deviceCookie, now, settings });
  // While throttled even the right password is refused, or throttling would be a password oracle.
  if (claim.throttled) {
    return { ok: false, reason: 'throttled', retryAfterSeconds: claim.retryAfterSeconds };
  }

  const [user] = await db
    .select({
      id: users.id,
      passwordHash: users.passwordHash,
      activated: users.activated,
      isPlatformAdmin: users.isPlatformAdmin,
    })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  const passwordOk = user?.passwordHash
    ? await verifyPassword(user.passwordHash, password)
    : await dummyVerify(password);

  if (!user || !passwordOk || !user.activated) {
    await claim.failed();
    return { ok: false, reason: 'invalid_credentials' };
  }

  await claim.succeeded();
  // Asked only after the right password, so it tells nothing about an address to a guesser.
  if (!user.isPlatformAdmin && (await noPlaceTakesPasswords(db, user.id))) {
    return { ok: false, reason: 'sso_required' };
  }

  if (options.previousSessionId) {
    await deleteSessionById(db, settings.sessionSecret, options.previousSessionId);
  }
  await deleteExpiredSessions({ db, userId: user.id, now, settings });
  const session = await createSession({ db, userId: user.id, now, settings });
  return {
    ok: true,
    userId: user.id,
    ...session,
    deviceCookie: withDevice(deviceCookie, email, settings.sessionSecret, now),
  };
}

/**
 * Password sign-in is a rule per school (decision 0020): a password session may work at every
 * location that still takes passwords, and the access decision (domain/locations/location-access.ts)
 * keeps it out of those that turned them off. So a password is refused only when it would open
 * nothing: the account has active memberships, and every one is at a location that turned
 * passwords off. One school's switch never locks its people out of another school.
 */
async function noPlaceTakesPasswords(db: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await db
    .select({
      memberships: count(),
      takingPasswords: sql<number>`count(*) filter (where ${locations.passwordLogin})`,
    })
    .from(memberships)
    .innerJoin(locations, eq(locations.id, memberships.locationId))
    .where(and(eq(memberships.userId, userId), eq(memberships.active, true)));
  return Number(row?.memberships ?? 0) > 0 && Number(row?.takingPasswords ?? 0) === 0;
}
