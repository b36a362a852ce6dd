import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { invitations, locations, users } from '../../db/schema';
import { invitationMail, linkTo } from '../../mail/templates';
import type { MailMessage } from '../../mail/transport';
import { fullName } from '../users/person-name';
import type { MailBatch, TInvitationMailJob } from './mail-jobs';
import { openToken, sealToken } from './sealed-token';

/**
 * The invitation e-mail (also the one a trial's contact and an imported user get). Call inside
 * the transaction that created the invitation; the mail is queued once that has committed.
 */
export function mailInvitation(
  mail: MailBatch,
  options: { invitationId: number; token: string; secret: string },
): void {
  mail.add({
    kind: 'invitation',
    invitationId: options.invitationId,
    sealedToken: sealToken(options.secret, options.token),
  });
}

/**
 * The message, in the invitation's language (the inviting admin's, or the trial request's), or
 * null when there is nothing to send any more: the invitation was accepted, withdrawn or has
 * expired, or its token cannot be opened (SESSION_SECRET changed).
 */
export async function renderInvitationMail(options: {
  db: DbOrTx;
  job: TInvitationMailJob;
  secret: string;
  publicUrl: string;
  now: Date;
}): Promise<MailMessage | null> {
  const { db, job, now } = options;
  const [row] = await db
    .select({
      email: invitations.email,
      language: invitations.language,
      expiresAt: invitations.expiresAt,
      locationTitle: locations.title,
      inviterFirstName: users.firstName,
      inviterMiddleName: users.middleName,
      inviterLastName: users.lastName,
    })
    .from(invitations)
    .innerJoin(locations, eq(locations.id, invitations.locationId))
    .leftJoin(users, eq(users.id, invitations.invitedBy))
    .where(
      and(
        eq(invitations.id, job.invitationId),
        isNull(invitations.acceptedAt),
        gt(invitations.expiresAt, now),
      ),
    )
    .limit(1);
  const token = openToken(options.secret, job.sealedToken);
  if (!row || !token) return null;
  const inviterName =
    row.inviterFirstName !== null && row.inviterLastName !== null
      ? fullName({
          firstName: row.inviterFirstName,
          middleName: row.inviterMiddleName,
          lastName: row.inviterLastName,
        })
      : 'Curriculum Planner';
  return invitationMail({
    to: row.email,
    language: row.language,
    locationTitle: row.locationTitle,
    inviterName,
    link: linkTo(options.publicUrl, 'uitnodiging', row.email, token),
    expiresAt: row.expiresAt,
  });
}

/**
 * After the last attempt failed: the invitation expires, so an invitation nobody received does
 * not block inviting the address again (an open one would be refused as already invited).
 */
export async function giveUpInvitationMail(options: {
  db: DbOrTx;
  job: TInvitationMailJob;
  now: Date;
}): Promise<void> {
  const { db, job, now } = options;
  await db
    .update(invitations)
    .set({ expiresAt: now })
    .where(
      and(
        eq(invitations.id, job.invitationId),
        isNull(invitations.acceptedAt),
        gt(invitations.expiresAt, now),
      ),
    );
}
