import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { withEvents, type Publisher } from '../events/publisher';
import { designRestrictions, locations, memberships, users } from '../../db/schema';
import type { Actor } from '../actor';
import { conflict, notFound } from '../errors';
import { otherActiveAdmins } from './admins';
import { findLocationUser } from './list-users';
import { CANNOT_REMOVE_SELF, closeSocketsOf, LAST_ADMIN, reloadEducations } from './update-user';
import type { LocationScope } from '../locations/location-scope';

/**
 * Removes a user from the location (the membership). An account that still belongs to another
 * location, or is the platform administrator's, stays; an account left without any location is
 * deleted with its sessions, so the address can later be invited afresh. The user's open tabs
 * hear `reload_educations` after the commit (their design restriction there goes with it), and
 * then their sockets close (closeSocketsOf).
 */
export async function removeLocationUser(options: {
  db: Db;
  publisher: Publisher;
  actor: Actor;
  scope: LocationScope;
  userId: number;
}): Promise<{ accountDeleted: boolean }> {
  const { db, publisher, actor, scope, userId } = options;
  const { locationId } = scope;
  return withEvents({ db, publisher }, async (tx, events) => {
    await tx
      .select({ id: locations.id })
      .from(locations)
      .where(eq(locations.id, locationId))
      .for('update');
    const current = await findLocationUser({ db: tx, locationId, userId });
    if (!current) throw notFound('notFound.user');
    if (userId === actor.userId) throw conflict(CANNOT_REMOVE_SELF);
    if (
      current.roles.includes('admin') &&
      current.activated &&
      (await otherActiveAdmins({ db: tx, locationId, userId })) === 0
    ) {
      throw conflict(LAST_ADMIN);
    }
    await tx
      .delete(memberships)
      .where(and(eq(memberships.userId, userId), eq(memberships.locationId, locationId)));
    // The restriction belongs to the membership: a later invitation starts unrestricted.
    await tx
      .delete(designRestrictions)
      .where(
        and(eq(designRestrictions.userId, userId), eq(designRestrictions.locationId, locationId)),
      );
    reloadEducations(events, userId);
    closeSocketsOf(events, userId);
    const [left] = await tx
      .select({ locationId: memberships.locationId })
      .from(memberships)
      .where(eq(memberships.userId, userId))
      .limit(1);
    const [account] = await tx
      .select({ isPlatformAdmin: users.isPlatformAdmin })
      .from(users)
      .where(eq(users.id, userId));
    if (left || account?.isPlatformAdmin) return { accountDeleted: false };
    // Sessions, notifications, ... go with the account (on delete cascade).
    await tx.delete(users).where(eq(users.id, userId));
    return { accountDeleted: true };
  });
}
