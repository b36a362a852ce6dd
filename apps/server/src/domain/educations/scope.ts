import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  EDUCATION_MESSAGES,
  educationParentRoom,
  type TEducationUpdate,
  type TLocationRole,
} from '@cp/contracts';
import type { Db, DbOrTx } from '../../db/client';
import { designRestrictions, educations, type EducationRow } from '../../db/schema';
import { withEvents, type EventQueue, type Publisher } from '../events/publisher';
import type { Actor } from '../actor';
import { DomainError, notFound } from '../errors';
import type { LocationScope } from '../locations/location-scope';

/*
 * SECURITY-CRITICAL: the one way into an education (docs/educations.md). Every read finds the
 * education within the caller's location (the route's access check has proved membership of that
 * location); every change goes through `changeEducation`, which locks the row, checks the design
 * rights and the status, stamps "last change" and tells the education parent's room after commit.
 */

/** The caller at the education's location: who, and with which roles there. */
export type EducationCaller = { actor: Actor; roles: readonly TLocationRole[] };

const NOT_FOUND = 'notFound.education' as const;

/** The education within the location; archived ones only when asked for. 404 otherwise. */
export async function requireEducation(options: {
  db: DbOrTx;
  scope: LocationScope;
  educationId: number;
  archived?: boolean;
  forUpdate?: boolean;
}): Promise<EducationRow> {
  const { db, scope, educationId, archived = false, forUpdate = false } = options;
  const where = and(
    eq(educations.id, educationId),
    eq(educations.locationId, scope.locationId),
    archived ? undefined : isNull(educations.deletedAt),
  );
  const query = db.select().from(educations).where(where).limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

/** The education ids a designer is limited to at a location; null when not limited. */
export async function designRestrictionOf(options: {
  db: DbOrTx;
  userId: number;
  locationId: number;
}): Promise<Set<number> | null> {
  const { db, userId, locationId } = options;
  const rows = await db
    .select({ educationId: designRestrictions.educationId })
    .from(designRestrictions)
    .where(
      and(eq(designRestrictions.userId, userId), eq(designRestrictions.locationId, locationId)),
    );
  return rows.length === 0 ? null : new Set(rows.map((row) => row.educationId));
}

/**
 * Whether the caller may design (change) educations of the location: admins and the platform
 * administrator always; designers unless limited to other educations (SPEC §6); users never.
 * `restriction` is designRestrictionOf() for the caller, so a list can ask once.
 */
export function mayDesign(
  caller: EducationCaller,
  restriction: Set<number> | null,
  educationId: number,
): boolean {
  if (caller.actor.isPlatformAdmin || caller.roles.includes('admin')) return true;
  if (!caller.roles.includes('designer')) return false;
  return restriction === null || restriction.has(educationId);
}

export async function requireDesignRights(options: {
  db: DbOrTx;
  caller: EducationCaller;
  education: EducationRow;
}): Promise<void> {
  const { db, caller, education } = options;
  const restriction = await designRestrictionOf({
    db,
    userId: caller.actor.userId,
    locationId: education.locationId,
  });
  if (!mayDesign(caller, restriction, education.id)) {
    throw new DomainError('forbidden', EDUCATION_MESSAGES.designRestricted, {
      code: 'design_restricted',
    });
  }
}

export const lockedError = () =>
  new DomainError('conflict', EDUCATION_MESSAGES.locked, { code: 'education_locked' });

export type ChangeOptions = {
  db: Db;
  publisher: Publisher;
  caller: EducationCaller;
  scope: LocationScope;
  educationId: number;
  now: Date;
  /**
   * 'content' (default): a change to what the education holds; refused with 409 unless it is
   * designing (SPEC §4). 'lifecycle': the caller checks the status itself (submit, approve ...).
   */
  kind?: 'content' | 'lifecycle';
  /** Default true; approving is open to every member, so it passes false. */
  designRights?: boolean;
  /** Named in the `education_update` event when only this part changed (TEducationUpdate). */
  part?: TEducationUpdate['part'];
};

/**
 * Runs `work` in a transaction on the locked education row, after the checks above; then stamps
 * "last change", counts the content version (the key of cached answers) and, after commit, sends `education_update` to the parent's room. Work that
 * moves the education to another parent emits for the new room itself.
 */
export async function changeEducation<T>(
  options: ChangeOptions,
  work: (tx: DbOrTx, education: EducationRow, events: EventQueue) => Promise<T>,
): Promise<T> {
  const { db, publisher, caller, scope, educationId, now } = options;
  return withEvents({ db, publisher }, async (tx, events) => {
    const education = await requireEducation({ db: tx, scope, educationId, forUpdate: true });
    if (options.designRights ?? true) await requireDesignRights({ db: tx, caller, education });
    if ((options.kind ?? 'content') === 'content' && education.status !== 'designing') {
      throw lockedError();
    }
    const result = await work(tx, education, events);
    await tx
      .update(educations)
      .set({ updatedAt: now, contentVersion: sql`${educations.contentVersion} + 1` })
      .where(eq(educations.id, education.id));
    events.emit(educationParentRoom(education.educationParentId), 'education_update', {
      education_parent_id: education.educationParentId,
      education_id: education.id,
      ...(options.part ? { part: options.part } : {}),
    });
    return result;
  });
}
