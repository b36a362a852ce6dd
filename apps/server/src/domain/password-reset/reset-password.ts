import { and, eq, gt, isNull } from 'drizzle-orm';
import { INVALID_RESET_LINK } from '@cp/contracts';
import type { Db } from '../../db/client';
import { passwordResets, users } from '../../db/schema';
import { hashPassword } from '../auth/passwords';
import { endUserSessions } from '../auth/sessions';
import { withEvents, type Publisher } from '../events/publisher';
import type { AuthSettings } from '../auth/settings';
import { clearEmailFailures, loginRetryAfterSeconds, recordLoginFailure } from '../throttle/login';
import type { Throttled } from '../invitations/accept-invitation';
import { invalidField } from '../errors';
import { hashToken } from '../users/tokens';

/**
 * Sets a new password with a reset link: single use, valid for an hour, only for the address it
 * was sent to. Every session of the user ends (also a stolen one), and its open sockets close
 * after the commit. Wrong links count as failed sign-ins, so guessing is throttled. The caller
 * forgets the user in the auth cache.
 */
export async function resetPassword(options: {
  db: Db;
  publisher: Publisher;
  email: string;
  token: string;
  password: string;
  ip: string;
  now: Date;
  settings: AuthSettings;
}): Promise<{ status: 'reset'; userId: number } | Throttled> {
  const { db, publisher, email, token, password, ip, now, settings } = options;
  const retryAfterSeconds = await loginRetryAfterSeconds({ db, email, ip, now, settings });
  if (retryAfterSeconds > 0) return { status: 'throttled', retryAfterSeconds };
  const tokenHash = hashToken(settings.sessionSecret, token);
  const [row] = await db
    .select({ id: passwordResets.id, userId: users.id, email: users.email })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
        eq(users.activated, true),
      ),
    )
    .limit(1);
  if (!row || row.email !== email) {
    await recordLoginFailure({ db, email, ip, now });
    throw invalidField('token', INVALID_RESET_LINK);
  }
  const passwordHash = await hashPassword(password);
  const done = await withEvents({ db, publisher }, async (tx, events) => {
    const [claimed] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.id, row.id), isNull(passwordResets.usedAt)))
      .returning({ id: passwordResets.id });
    if (!claimed) return false;
    // Other open links of this user are worthless from now on.
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, row.userId), isNull(passwordResets.usedAt)));
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, row.userId));
    // Every session of the account ends, and its open sockets close after the commit.
    await endUserSessions({ db: tx, userId: row.userId }, events);
    return true;
  });
  if (!done) throw invalidField('token', INVALID_RESET_LINK);
  await clearEmailFailures(db, email, ip);
  return { status: 'reset', userId: row.userId };
}
