import { and, desc, eq, gt } from 'drizzle-orm';
import type { TLanguage } from '@cp/contracts';
import type { Db } from '../../db/client';
import { passwordResets, users } from '../../db/schema';
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
