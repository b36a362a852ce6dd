import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { dummyVerify, verifyPassword } from './passwords';
import { createSession, deleteExpiredSessions, deleteSessionById } from './sessions';
import type { AuthSettings } from './settings';
import { clearEmailFailures, loginRetryAfterSeconds, recordLoginFailure } from './throttle';

export type LoginResult =
  | { ok: true; userId: number; sessionId: string; expiresAt: Date }
  | { ok: false; reason: 'invalid_credentials' }
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

  const retryAfterSeconds = await loginRetryAfterSeconds({ db, email, ip, now, settings });
  // While throttled even the right password is refused, or throttling would be a password oracle.
  if (retryAfterSeconds > 0) return { ok: false, reason: 'throttled', retryAfterSeconds };

  const [user] = await db
    .select({ id: users.id, passwordHash: users.passwordHash, activated: users.activated })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  const passwordOk = user?.passwordHash
    ? await verifyPassword(user.passwordHash, password)
    : await dummyVerify(password);

  if (!user || !passwordOk || !user.activated) {
    await recordLoginFailure({ db, email, ip, now });
    return { ok: false, reason: 'invalid_credentials' };
  }

  if (options.previousSessionId) {
    await deleteSessionById(db, settings.sessionSecret, options.previousSessionId);
  }
  await deleteExpiredSessions({ db, userId: user.id, now, settings });
  await clearEmailFailures(db, email);
  const session = await createSession({ db, userId: user.id, now, settings });
  return { ok: true, userId: user.id, ...session };
}
