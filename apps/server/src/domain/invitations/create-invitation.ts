import { and, eq } from 'drizzle-orm';
import { ALREADY_INVITED, ALREADY_MEMBER, type TLanguage, type TLocationRole } from '@cp/contracts';
import type { Db } from '../../db/client';
import { invitations, locations, memberships, users, type InvitationRow } from '../../db/schema';
import type { Actor } from '../actor';
import { mailInvitation } from '../mail/invitation-mail';
import type { MailBatch } from '../mail/mail-jobs';
import { notFound, invalidField } from '../errors';
import { hashToken, newToken } from '../users/tokens';
import type { LocationScope } from '../locations/location-scope';
import { isOpen } from './open-invitation';

export const INVITATION_VALID_MS = 7 * 24 * 3_600_000;

type InvitationOptions = {
  db: Db;
  actor: Actor;
  email: string;
  roles: TLocationRole[];
  language: TLanguage;
  now: Date;
  secret: string;
  mail: MailBatch;
};

/**
 * Invites an address to the location with roles. Refused (422 on `email`) when the address is
 * already a member or already has an open invitation here. An account of another location may
 * be invited: it joins on acceptance with its own password. Only the token's HMAC is stored; the
 * token itself goes sealed into the invitation e-mail, added to `mail`, which the caller posts
 * after the outermost transaction has committed (domain/mail).
 */
export async function createInvitation(
  options: InvitationOptions & { scope: LocationScope },
): Promise<InvitationRow> {
  return inviteToLocation({ ...options, locationId: options.scope.locationId });
}

/**
 * createInvitation by a bare location id: only for the platform administrator's trial approval
 * (domain/trials), which has just created the location in the same transaction and acts on any
 * location by design (docs/server.md "Tenancy", the documented exceptions).
 */
export async function inviteToNewLocation(
  options: InvitationOptions & { locationId: number },
): Promise<InvitationRow> {
  return inviteToLocation(options);
}

async function inviteToLocation(
  options: InvitationOptions & { locationId: number },
): Promise<InvitationRow> {
  const { db, actor, locationId, email, roles, language, now, secret } = options;
  return db.transaction(async (tx) => {
    // Serialises invitations of one location, so two clicks cannot create two open invitations.
    const [location] = await tx
      .select({ id: locations.id })
      .from(locations)
      .where(eq(locations.id, locationId))
      .for('update');
    if (!location) throw notFound('notFound.location');
    const [member] = await tx
      .select({ id: users.id })
      .from(users)
      .innerJoin(memberships, eq(memberships.userId, users.id))
      .where(and(eq(users.email, email), eq(memberships.locationId, locationId)))
      .limit(1);
    if (member) throw invalidField('email', ALREADY_MEMBER);
    const [open] = await tx
      .select({ id: invitations.id })
      .from(invitations)
      .where(and(eq(invitations.locationId, locationId), eq(invitations.email, email), isOpen(now)))
      .limit(1);
    if (open) throw invalidField('email', ALREADY_INVITED);

    const token = newToken();
    const [invitation] = await tx
      .insert(invitations)
      .values({
        locationId,
        email,
        roles,
        tokenHash: hashToken(secret, token),
        invitedBy: actor.userId,
        language,
        createdAt: now,
        expiresAt: new Date(now.getTime() + INVITATION_VALID_MS),
      })
      .returning();
    if (!invitation) throw new Error('invitation not created');
    mailInvitation(options.mail, { invitationId: invitation.id, token, secret });
    return invitation;
  });
}
