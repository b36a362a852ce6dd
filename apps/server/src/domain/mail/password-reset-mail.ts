import { and, eq, gt, isNull } from 'drizzle-orm';
import type { TLanguage } from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import { passwordResets, users } from '../../db/schema';
import { linkTo, passwordResetMail } from '../../mail/templates';
import type { MailMessage } from '../../mail/transport';
import type { MailBatch, TPasswordResetMailJob } from './mail-jobs';
import { openToken, sealToken } from './sealed-token';

/** The password-reset e-mail; call where the reset link was stored, post after the commit. */
export function mailPasswordReset(
  mail: MailBatch,
  options: { resetId: number; token: string; secret: string; fallbackLanguage: TLanguage },
): void {
  mail.add({
    kind: 'password-reset',
    resetId: options.resetId,
    sealedToken: sealToken(options.secret, options.token),
    fallbackLanguage: options.fallbackLanguage,
  });
}

/**
 * The message, in the account's language (the request's when it has none), or null when the link
 * is of no use any more: used, expired, the account deactivated, or the token unreadable.
 */
export async function renderPasswordResetMail(options: {
  db: DbOrTx;
  job: TPasswordResetMailJob;
  secret: string;
  publicUrl: string;
  now: Date;
}): Promise<MailMessage | null> {
  const { db, job, now } = options;
  const [row] = await db
    .select({ email: users.email, firstName: users.firstName, language: users.language })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(
      and(
        eq(passwordResets.id, job.resetId),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
        eq(users.activated, true),
      ),
    )
    .limit(1);
  const token = openToken(options.secret, job.sealedToken);
  if (!row || !token) return null;
  return passwordResetMail({
    to: row.email,
    language: row.language ?? job.fallbackLanguage,
    firstName: row.firstName,
    link: linkTo(options.publicUrl, 'wachtwoord', row.email, token),
  });
}
