import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { INVALID_RESET_LINK, type TLanguage } from '@cp/contracts';
import type { Db } from '../../db/client';
import { passwordResets, users } from '../../db/schema';
import { hashPassword } from '../auth/passwords';
import { endUserSessions } from '../auth/sessions';
import { withEvents, type Publisher } from '../events/publisher';
import type { AuthSettings } from '../auth/settings';
import { clearEmailFailures, loginRetryAfterSeconds, recordLoginFailure } from '../throttle/login';
import type { Throttled } from '../invitations/accept-invitation';
import { invalidField } from '../errors';
import { mailPasswordReset } from '../mail/password-reset-mail';
import type { MailBatch } from '../mail/mail-jobs';
import { hashToken, newToken } from '../users/tokens';

export const RESET_VALID_MS = 3_600_000;
/** At most one reset mail per account per minute, so the form cannot flood an inbox. */
const RESEND_AFTER_MS = 60_000;

/**
 * Starts a password reset for an activated account with this address: stores the link's HMAC and
 * adds the reset e-mail to `mail` (posted by the caller). Returns false for unknown or deactivated
 * addresses (and when a mail went out less than a minute ago); the route answers the same either
 * way, so the answer never reveals whether an address has an account.
 */
export async function requestPasswordReset(options: {
  db: Db;
  email: string;
  now: Date;
  secret: string;
  /** The mail's language when the account has not chosen one: the request's. */
  language: TLanguage;
  mail: MailBatch;
}): Promise<boolean> {
  const { db, email, now, secret } = options;
  // Made for unknown addresses too, so both paths do the same work.
  const token = newToken();
  const tokenHash = hashToken(secret, token);
  const [user] = await db
    .select({ id: users.id, activated: users.activated })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  if (!user?.activated) return false;
  const [recent] = await db
    .select({ id: passwordResets.id })
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.userId, user.id),
        gt(passwordResets.createdAt, new Date(now.getTime() - RESEND_AFTER_MS)),
      ),
    )
    .orderBy(desc(passwordResets.createdAt))
    .limit(1);
  if (recent) return false;
  const [reset] = await db
    .insert(passwordResets)
    .values({
      userId: user.id,
      tokenHash,
      createdAt: now,
      expiresAt: new Date(now.getTime() + RESET_VALID_MS),
    })
    .returning({ id: passwordResets.id });
  if (!reset) throw new Error('password reset not stored');
  mailPasswordReset(options.mail, {
    resetId: reset.id,
    token,
    secret,
    fallbackLanguage: options.language,
  });
  return true;
}

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
