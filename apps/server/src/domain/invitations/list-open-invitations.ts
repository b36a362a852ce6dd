import { and, asc, eq } from 'drizzle-orm';
import type { TInvitation } from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import { invitations } from '../../db/schema';
import type { LocationScope } from '../locations/location-scope';
import { toInvitation } from './invitation-answer';
import { isOpen } from './open-invitation';

/** The open invitations of the location, newest first is less useful than by address. */
export async function listOpenInvitations(options: {
  db: DbOrTx;
  scope: LocationScope;
  now: Date;
}): Promise<TInvitation[]> {
  const { db, scope, now } = options;
  const { locationId } = scope;
  const rows = await db
    .select()
    .from(invitations)
    .where(and(eq(invitations.locationId, locationId), isOpen(now)))
    .orderBy(asc(invitations.email), asc(invitations.id));
  return rows.map(toInvitation);
}
