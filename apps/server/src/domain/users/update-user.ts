import { and, eq } from 'drizzle-orm';
import { USER_RULE_MESSAGES, type TLocationRole, type TLocationUser } from '@cp/contracts';
import type { Db } from '../../db/client';
import { locations, memberships, sessions, users } from '../../db/schema';
import type { Actor } from '../actor';
import { DomainError, notFound } from '../errors';
import { otherActiveAdmins } from './admins';
import { findLocationUser } from './list-users';

export const conflict = (message: string) => new DomainError('conflict', message);
export const CANNOT_DEMOTE_SELF = USER_RULE_MESSAGES.cannotDemoteSelf;
export const CANNOT_DEACTIVATE_SELF = USER_RULE_MESSAGES.cannotDeactivateSelf;
export const CANNOT_REMOVE_SELF = USER_RULE_MESSAGES.cannotRemoveSelf;
export const LAST_ADMIN = USER_RULE_MESSAGES.lastAdmin;

/**
 * Edits a member of the location: names, roles there, and whether the account may sign in.
 * Names and `activated` belong to the account, so they also count at the user's other locations.
 * Deactivating ends every session of the user. The caller forgets the user in the auth cache.
 */
export async function updateLocationUser(options: {
  db: Db;
  actor: Actor;
  locationId: number;
  userId: number;
  values: {
    first_name: string;
    middle_name: string | null;
    last_name: string;
    roles: TLocationRole[];
    activated: boolean;
  };
  now: Date;
}): Promise<TLocationUser> {
  const { db, actor, locationId, userId, values, now } = options;
  return db.transaction(async (tx) => {
    // One admin change per location at a time, so two admins cannot demote each other at once.
    await tx
      .select({ id: locations.id })
      .from(locations)
      .where(eq(locations.id, locationId))
      .for('update');
    const current = await findLocationUser({ db: tx, locationId, userId });
    if (!current) throw notFound('User not found');

    const losesAdmin =
      current.roles.includes('admin') &&
      current.activated &&
      (!values.roles.includes('admin') || !values.activated);
    if (
      userId === actor.userId &&
      current.roles.includes('admin') &&
      !values.roles.includes('admin')
    ) {
      throw conflict(CANNOT_DEMOTE_SELF);
    }
    if (userId === actor.userId && !values.activated) throw conflict(CANNOT_DEACTIVATE_SELF);
    if (losesAdmin && (await otherActiveAdmins({ db: tx, locationId, userId })) === 0) {
      throw conflict(LAST_ADMIN);
    }

    await tx
      .update(users)
      .set({
        firstName: values.first_name,
        middleName: values.middle_name,
        lastName: values.last_name,
        activated: values.activated,
        updatedAt: now,
      })
      .where(eq(users.id, userId));
    await tx
      .update(memberships)
      .set({ roles: values.roles })
      .where(and(eq(memberships.userId, userId), eq(memberships.locationId, locationId)));
    if (!values.activated) await tx.delete(sessions).where(eq(sessions.userId, userId));
    const updated = await findLocationUser({ db: tx, locationId, userId });
    if (!updated) throw notFound('User not found');
    return updated;
  });
}
