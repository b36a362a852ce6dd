import { ALREADY_INVITED, ALREADY_MEMBER, type TLanguage, type TLocationRole } from '@cp/contracts';
import type { Db } from '../../db/client';
import type { Actor } from '../actor';
import { fieldKeyOf } from '../errors';
import { createInvitation } from '../invitations/create-invitation';
import type { LocationScope } from '../locations/location-scope';
import { withMail, type MailOutbox, type TMailPosted } from '../mail/mail-jobs';

/** What sending invitations needs from outside the domain: the secret and the mail outbox. */
export type InviteMailer = { secret: string; outbox: MailOutbox };

export type TInvitee = { email: string; roles: TLocationRole[] };
export type TInviteOutcome =
  | { email: string; status: 'invited' }
  | { email: string; status: 'has_account' | 'has_invitation' | 'invite_failed' };

/** The invitation domain's refusal of an address, as an import skip reason. */
function refusal(error: unknown): 'has_account' | 'has_invitation' | null {
  const key = fieldKeyOf(error, 'email');
  if (key === ALREADY_MEMBER) return 'has_account';
  if (key === ALREADY_INVITED) return 'has_invitation';
  return null;
}

/**
 * Invites each address through the invitation domain (each its own transaction, so one refused
 * row does not undo the others) and posts its e-mail once that has committed. With the job queue
 * the mail is retried there; without it the mail is sent right away, and one that cannot be sent
 * is reported as failed (its invitation expired again, so a later import can retry it).
 */
export async function inviteUsers(options: {
  db: Db;
  actor: Actor;
  scope: LocationScope;
  invitees: TInvitee[];
  language: TLanguage;
  now: Date;
  mailer: InviteMailer;
}): Promise<TInviteOutcome[]> {
  const { db, actor, scope, language, now, mailer } = options;
  const outcomes: TInviteOutcome[] = [];
  for (const { email, roles } of options.invitees) {
    let posted: Promise<TMailPosted[]>;
    try {
      ({ posted } = await withMail({ db, outbox: mailer.outbox }, (tx, mail) =>
        createInvitation({
          db: tx,
          actor,
          scope,
          email,
          roles,
          language,
          now,
          secret: mailer.secret,
          mail,
        }),
      ));
    } catch (error) {
      const reason = refusal(error);
      if (!reason) throw error;
      outcomes.push({ email, status: reason });
      continue;
    }
    const [outcome] = await posted;
    outcomes.push({ email, status: outcome === 'failed' ? 'invite_failed' : 'invited' });
  }
  return outcomes;
}
