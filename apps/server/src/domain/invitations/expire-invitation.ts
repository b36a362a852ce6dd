import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { invitations } from '../../db/schema';
import { notFound } from '../errors';
import type { LocationScope } from '../locations/location-scope';
import { isOpen } from './open-invitation';

/**
 * Deleting an invitation makes it expire now (docs/organisation.md "Invitations"); its link then
 * says it is no longer valid.
 */
export async function expireInvitation(options: {
  db: DbOrTx;
  scope: LocationScope;
  invitationId: number;
  now: Date;
}): Promise<void> {
  const { db, scope, invitationId, now } = options;
  const { locationId } = scope;
  const [row] = await db
    .update(invitations)
    .set({ expiresAt: now })
    .where(
      and(eq(invitations.id, invitationId), eq(invitations.locationId, locationId), isOpen(now)),
    )
    .returning({ id: invitations.id });
  if (!row) throw notFound('notFound.invitation');
}
