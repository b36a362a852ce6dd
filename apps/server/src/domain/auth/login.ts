import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { locations, memberships, users } from '../../db/schema';
import { dummyVerify, verifyPassword } from './passwords';
import { createSession, deleteExpiredSessions, deleteSessionById } from './sessions';
import type { AuthSettings } from './settings';
import { claimLoginAttempt } from '../throttle/login';

export type LoginResult =
  | { ok: true; userId: number; sessionId: string; expiresAt: Date }
  | { ok: false; reason: 'invalid_credentials' }
  /** Right password, but a school of the account signs its people in only through its provider. */
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
  previousSessionId: string | undefined;
  now: Date;
  settings: AuthSettings;
}): Promise<LoginResult> {
  const { db, password, ip, now, settings } = options;
  const email = options.email.trim().toLowerCase();

  // Counted before the password is checked, so parallel guesses cannot pass the limit together.
  const claim = await claimLoginAttempt({ db, email, ip, now, settings });
  // While throttled even the right password is refused, or throttling would be a password oracle.
  if (claim.throttled) {
    return { ok: false, reason: 'throttled', retryAfterSeconds: claim.retryAfterSeconds };
  }

  const [user] = await db
    .select({ id: users.id, passwordHash: users.passwordHash, activated: users.activated })
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
  if (await passwordLoginRefused(db, user.id)) return { ok: false, reason: 'sso_required' };

  if (options.previousSessionId) {
    await deleteSessionById(db, settings.sessionSecret, options.previousSessionId);
  }
  await deleteExpiredSessions({ db, userId: user.id, now, settings });
  const session = await createSession({ db, userId: user.id, now, settings });
  return { ok: true, userId: user.id, ...session };
}

/**
 * An account that works at a location which turned password sign-in off must use single sign-on
 * (docs/sso.md): else a shared account would reach that school's data with the password.
 */
async function passwordLoginRefused(db: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ locationId: memberships.locationId })
    .from(memberships)
    .innerJoin(locations, eq(locations.id, memberships.locationId))
    .where(
      and(
        eq(memberships.userId, userId),
        eq(memberships.active, true),
        eq(locations.passwordLogin, false),
      ),
    )
    .limit(1);
  return row !== undefined;
}
