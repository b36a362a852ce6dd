import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { invitations, memberships } from '../../db/schema';

/** An invitation still open: not accepted, not expired (deleting one makes it expire). */
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

/** The invitation by id while it is still open, with its location; null once used or withdrawn. */
export async function openInvitationById(
  db: DbOrTx,
  invitationId: number,
  now: Date,
): Promise<(OpenInvitation & { locationId: number }) | null> {
  const [row] = await db
    .select({ id: invitations.id, roles: invitations.roles, locationId: invitations.locationId })
    .from(invitations)
    .where(
      and(
        eq(invitations.id, invitationId),
        isNull(invitations.acceptedAt),
        gt(invitations.expiresAt, now),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Marks the invitation accepted. Single use, also when two tabs (or a password acceptance and a
 * single sign-on) race: only one update finds it still open.
 */
export async function useUpInvitation(
  tx: DbOrTx,
  invitationId: number,
  now: Date,
): Promise<boolean> {
  const [claimed] = await tx
    .update(invitations)
    .set({ acceptedAt: now })
    .where(
      and(
        eq(invitations.id, invitationId),
        isNull(invitations.acceptedAt),
        gt(invitations.expiresAt, now),
      ),
    )
    .returning({ id: invitations.id });
  return claimed !== undefined;
}

/** Uses the invitation up and adds the invited roles (single sign-on's ways of accepting). */
export async function claimInvitation(
  tx: DbOrTx,
  invitation: OpenInvitation,
  userId: number,
  locationId: number,
  now: Date,
): Promise<boolean> {
  if (!(await useUpInvitation(tx, invitation.id, now))) return false;
  await tx
    .insert(memberships)
    .values({ userId, locationId, roles: invitation.roles, createdAt: now })
    .onConflictDoNothing();
  return true;
}
