import { and, inArray, isNull } from 'drizzle-orm';
import { ZodError } from 'zod';
import { ALREADY_INVITED, ALREADY_MEMBER, type TLanguage, type TLocationRole } from '@cp/contracts';
import type { Db } from '../../db/client';
import { invitations } from '../../db/schema';
import { invitationMail, linkTo } from '../../mail/templates';
import type { SendMail } from '../../mail/transport';
import type { Actor } from '../actor';
import { createInvitation } from '../invitations/invitations';

/** What sending invitations needs from outside the domain: the secret, the mailer, the address. */
export type InviteMailer = { secret: string; sendMail: SendMail; publicUrl: string };

export type TInvitee = { email: string; roles: TLocationRole[] };
export type TInviteOutcome =
  | { email: string; status: 'invited' }
  | { email: string; status: 'has_account' | 'has_invitation' | 'invite_failed' };

/** The invitation domain's refusal of an address, as an import skip reason. */
function refusal(error: unknown): 'has_account' | 'has_invitation' | null {
  if (!(error instanceof ZodError)) return null;
  const message = error.issues[0]?.message;
  if (message === ALREADY_MEMBER) return 'has_account';
  if (message === ALREADY_INVITED) return 'has_invitation';
  return null;
}

/**
 * Invites each address through the invitation domain (each its own transaction, so one refused
 * row does not undo the others), then sends the e-mails. An invitation whose e-mail cannot be
 * sent is expired again and reported as failed, so a later import can retry it.
 */
export async function inviteUsers(options: {
  db: Db;
  actor: Actor;
  locationId: number;
  invitees: TInvitee[];
  language: TLanguage;
  now: Date;
  mailer: InviteMailer;
}): Promise<TInviteOutcome[]> {
  const { db, actor, locationId, language, now, mailer } = options;
  const outcomes: TInviteOutcome[] = [];
  const created: Awaited<ReturnType<typeof createInvitation>>[] = [];
  for (const { email, roles } of options.invitees) {
    try {
      const result = await createInvitation({
        db,
        actor,
        locationId,
        email,
        roles,
        language,
        now,
        secret: mailer.secret,
      });
      created.push(result);
    } catch (error) {
      const reason = refusal(error);
      if (!reason) throw error;
      outcomes.push({ email, status: reason });
    }
  }

  const unsent: number[] = [];
  for (const result of created) {
    const { invitation, token, locationTitle, inviterName } = result;
    try {
      await mailer.sendMail(
        invitationMail({
          to: invitation.email,
          language,
          locationTitle,
          inviterName,
          link: linkTo(mailer.publicUrl, 'uitnodiging', invitation.email, token),
          expiresAt: invitation.expiresAt,
        }),
      );
      outcomes.push({ email: invitation.email, status: 'invited' });
    } catch {
      unsent.push(invitation.id);
      outcomes.push({ email: invitation.email, status: 'invite_failed' });
    }
  }
  if (unsent.length > 0) {
    await db
      .update(invitations)
      .set({ expiresAt: now })
      .where(and(inArray(invitations.id, unsent), isNull(invitations.acceptedAt)));
  }
  return outcomes;
}
