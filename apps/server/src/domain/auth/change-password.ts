import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { Actor } from '../actor';
import { withEvents, type Publisher } from '../events/publisher';
import { dummyVerify, hashPassword, verifyPassword } from './passwords';
import { endUserSessions } from './sessions';
import type { AuthSettings } from './settings';
import { claimLoginAttempt } from '../throttle/login';

export type ChangePasswordResult =
  | { status: 'changed' }
  | { status: 'wrong_password' }
  | { status: 'throttled'; retryAfterSeconds: number };

/**
 * Changes the user's own password from /profiel. The current password is checked like a sign-in
 * (throttle/login.ts): a session left open on a shared computer must not let someone guess it, nor take
 * the account over. On success every other session of the user ends (a thief's included), and
 * their open sockets close after the commit in every server process; the session that asked stays
 * signed in. The caller forgets the user in the auth cache, so the ended sessions stop at once on
 * this process.
 */
export async function changeOwnPassword(options: {
  db: Db;
  publisher: Publisher;
  actor: Actor;
  currentPassword: string;
  newPassword: string;
  ip: string;
  /** The browser's sign-in device cookie (domain/throttle/device-cookie.ts). */
  deviceCookie: string | undefined;
  now: Date;
  settings: AuthSettings;
}): Promise<ChangePasswordResult> {
  const { db, publisher, actor, currentPassword, newPassword, ip, deviceCookie, now, settings } =
    options;
  const [user] = await db
    .select({ email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, actor.userId))
    .limit(1);
  // The session guard let the actor in, so the row exists; a race with removal reads as wrong.
  if (!user) return { status: 'wrong_password' };

  const claim = await claimLoginAttempt({
    db,
    email: user.email,
    ip,
    deviceCookie,
    now,
    settings,
  });
  if (claim.throttled) return { status: 'throttled', retryAfterSeconds: claim.retryAfterSeconds };
  // No password of its own (single sign-on, later): nothing to check against, same timing.
  const ok = user.passwordHash
    ? await verifyPassword(user.passwordHash, currentPassword)
    : await dummyVerify(currentPassword);
  if (!ok) {
    await claim.failed();
    return { status: 'wrong_password' };
  }

  const passwordHash = await hashPassword(newPassword);
  await withEvents({ db, publisher }, async (tx, events) => {
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, actor.userId));
    await endUserSessions({ db: tx, userId: actor.userId, keep: actor.sessionIdHash }, events);
  });
  await claim.succeeded();
  return { status: 'changed' };
}
