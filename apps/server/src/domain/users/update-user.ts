import { and, eq, inArray, isNull } from 'drizzle-orm';
import {
  DESIGN_EDUCATIONS_INVALID,
  USER_RULE_MESSAGES,
  userRoom,
  type TLocationRole,
  type TLocationUser,
} from '@cp/contracts';
import type { Db, DbOrTx } from '../../db/client';
import { designRestrictions, educations, locations, memberships, users } from '../../db/schema';
import { withEvents, type EventQueue, type Publisher } from '../events/publisher';
import type { Actor } from '../actor';
import { conflict, invalidField, notFound } from '../errors';
import { otherActiveAdmins } from './admins';
import { findLocationUser } from './list-users';
import type { LocationScope } from '../locations/location-scope';

export const CANNOT_DEMOTE_SELF = USER_RULE_MESSAGES.cannotDemoteSelf;
export const CANNOT_DEACTIVATE_SELF = USER_RULE_MESSAGES.cannotDeactivateSelf;
export const CANNOT_REMOVE_SELF = USER_RULE_MESSAGES.cannotRemoveSelf;
export const LAST_ADMIN = USER_RULE_MESSAGES.lastAdmin;
export const SHARED_ACCOUNT_NAMES = USER_RULE_MESSAGES.sharedAccountNames;

/**
 * Tells the user's open tabs that what they may see or design at a location changed, so they
 * reload their education lists (docs/realtime.md). Queued: it goes out after the commit.
 */
export function reloadEducations(events: EventQueue, userId: number): void {
  events.emit(userRoom(userId), 'reload_educations', {});
}

/**
 * After the person lost a location (deactivated or removed there): their open sockets close after
 * the commit, in every server process, so none stays in a room of that location. Their tabs
 * reconnect (a session still alive is accepted) and join their rooms again, each authorised
 * afresh: the lost location's rooms are refused (docs/realtime.md).
 */
export function closeSocketsOf(events: EventQueue, userId: number): void {
  events.disconnect({ user: userId });
}

/**
 * A design restriction only limits a designer who is not an admin (docs/organisation.md "Design
 * restrictions", design-rights.ts mayDesign).
 */
const canBeRestricted = (roles: readonly TLocationRole[]) =>
  roles.includes('designer') && !roles.includes('admin');

/** Checks that every id is a non-archived education of the location (422 otherwise). */
async function requireLocationEducations(
  db: DbOrTx,
  locationId: number,
  ids: readonly number[],
): Promise<void> {
  if (ids.length === 0) return;
  const found = await db
    .select({ id: educations.id })
    .from(educations)
    .where(
      and(
        inArray(educations.id, [...ids]),
        eq(educations.locationId, locationId),
        isNull(educations.deletedAt),
      ),
    );
  if (found.length !== ids.length) {
    throw invalidField('design_education_ids', DESIGN_EDUCATIONS_INVALID);
  }
}

const sameIds = (a: readonly (string | number)[], b: readonly (string | number)[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

/**
 * Edits a member of the location (decision 0007): roles there, whether they are active there, and
 * the educations a designer is limited to; these belong to the membership. The name belongs to
 * the account: this location's admin may change it only while the account is a member of no other
 * location (409 otherwise); the platform administrator always may. Deactivating a membership
 * closes this location to the person at once (every access check reads it) and leaves the
 * account, its sessions and its other locations alone. The caller forgets the user in the auth
 * cache. When the roles, the activation or the restriction change, the user's tabs hear
 * `reload_educations` after the commit; a deactivation also closes their sockets.
 */
export async function updateLocationUser(options: {
  db: Db;
  publisher: Publisher;
  actor: Actor;
  scope: LocationScope;
  userId: number;
  values: {
    first_name: string;
    middle_name: string | null;
    last_name: string;
    roles: TLocationRole[];
    activated: boolean;
    /** Undefined: keep the restriction (it is still dropped when the roles no longer allow one). */
    design_education_ids?: number[] | undefined;
  };
  now: Date;
}): Promise<TLocationUser> {
  const { db, publisher, actor, scope, userId, values, now } = options;
  const { locationId } = scope;
  return withEvents({ db, publisher }, async (tx, events) => {
    // One admin change per location at a time, so two admins cannot demote each other at once.
    await tx
      .select({ id: locations.id })
      .from(locations)
      .where(eq(locations.id, locationId))
      .for('update');
    const current = await findLocationUser({ db: tx, locationId, userId });
    if (!current) throw notFound('notFound.user');
    const renamed =
      current.first_name !== values.first_name ||
      current.middle_name !== values.middle_name ||
      current.last_name !== values.last_name;
    if (renamed && current.shared_account && !actor.isPlatformAdmin) {
      throw conflict(SHARED_ACCOUNT_NAMES);
    }

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

    // Validated even when the new roles drop the restriction: bad input is never silently taken.
    if (values.design_education_ids) {
      await requireLocationEducations(tx, locationId, values.design_education_ids);
    }
    const restriction = canBeRestricted(values.roles)
      ? (values.design_education_ids ?? current.design_education_ids)
      : [];

    if (renamed) {
      await tx
        .update(users)
        .set({
          firstName: values.first_name,
          middleName: values.middle_name,
          lastName: values.last_name,
          updatedAt: now,
        })
        .where(eq(users.id, userId));
    }
    await tx
      .update(memberships)
      .set({ roles: values.roles, active: values.activated })
      .where(and(eq(memberships.userId, userId), eq(memberships.locationId, locationId)));
    if (!sameIds(restriction, current.design_education_ids)) {
      await tx
        .delete(designRestrictions)
        .where(
          and(eq(designRestrictions.userId, userId), eq(designRestrictions.locationId, locationId)),
        );
      if (restriction.length > 0) {
        await tx
          .insert(designRestrictions)
          .values(restriction.map((educationId) => ({ userId, locationId, educationId })));
      }
    }
    if (
      current.activated !== values.activated ||
      !sameIds(current.roles, values.roles) ||
      !sameIds(current.design_education_ids, restriction)
    ) {
      reloadEducations(events, userId);
    }
    if (current.activated && !values.activated) closeSocketsOf(events, userId);
    const updated = await findLocationUser({ db: tx, locationId, userId });
    if (!updated) throw notFound('notFound.user');
    return updated;
  });
}
