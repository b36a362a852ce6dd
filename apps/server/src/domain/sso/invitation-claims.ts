import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { externalIdentities, invitations, memberships } from '../../db/schema';
import type { SsoIdentity } from './identity';

/** What single sign-on shares with invitations: an identity's key, and using an invitation up. */

export const identityKey = (identity: Pick<SsoIdentity, 'provider' | 'issuer' | 'subject'>) =>
  and(
    eq(externalIdentities.provider, identity.provider),
    eq(externalIdentities.issuer, identity.issuer),
    eq(externalIdentities.subject, identity.subject),
  );

export type OpenInvitation = { id: number; roles: (typeof invitations.$inferSelect)['roles'] };

export async function openInvitation(
  db: DbOrTx,
  locationId: number,
  email: string,
  now: Date,
): Promise<OpenInvitation | null> {
  const [row] = await db
    .select({ id: invitations.id, roles: invitations.roles })
    .from(invitations)
    .where(
      and(
        eq(invitations.locationId, locationId),
        eq(invitations.email, email),
        isNull(invitations.acceptedAt),
        gt(invitations.expiresAt, now),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Uses the invitation up (single use, also against a parallel acceptance) and adds the invited
 * roles; used for an account linking through its password as well.
 */
export async function claimInvitation(
  tx: DbOrTx,
  invitation: OpenInvitation,
  userId: number,
  locationId: number,
  now: Date,
): Promise<boolean> {
  const [claimed] = await tx
    .update(invitations)
    .set({ acceptedAt: now })
    .where(
      and(
        eq(invitations.id, invitation.id),
        isNull(invitations.acceptedAt),
        gt(invitations.expiresAt, now),
      ),
    )
    .returning({ id: invitations.id });
  if (!claimed) return false;
  await tx
    .insert(memberships)
    .values({ userId, locationId, roles: invitation.roles, createdAt: now })
    .onConflictDoNothing();
  return true;
}
