import { and, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
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
import { educationTurnsOf } from './education-turns';

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

const designRestricted = () =>
  new DomainError('forbidden', EDUCATION_MESSAGES.designRestricted, { code: 'design_restricted' });

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
  if (!mayDesign(caller, restriction, education.id)) throw designRestricted();
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
 * Locks the education for a change and counts it, in one statement: the update stamps "last
 * change" and raises the content version (the key of cached answers), which takes the row's lock
 * until commit, and answers the row as updated with the caller's design restriction at its
 * location (designRestrictionOf). A change that is then refused rolls the update back with it.
 */
async function lockForChange(
  tx: DbOrTx,
  options: { scope: LocationScope; educationId: number; userId: number; now: Date },
): Promise<{ education: EducationRow; restriction: Set<number> | null }> {
  const { scope, educationId, userId, now } = options;
  const [row] = await tx
    .update(educations)
    .set({ updatedAt: now, contentVersion: sql`${educations.contentVersion} + 1` })
    .where(
      and(
        eq(educations.id, educationId),
        eq(educations.locationId, scope.locationId),
        isNull(educations.deletedAt),
      ),
    )
    .returning({
      ...getTableColumns(educations),
      restrictedTo: sql<number[] | null>`(
        select array_agg(${designRestrictions.educationId}) from ${designRestrictions}
        where ${designRestrictions.userId} = ${userId}
          and ${designRestrictions.locationId} = ${scope.locationId})`,
    });
  if (!row) throw notFound(NOT_FOUND);
  const { restrictedTo, ...education } = row;
  const restriction = restrictedTo ? new Set(restrictedTo.map(Number)) : null;
  return { education, restriction };
}

/**
 * Runs `work` in a transaction on the locked education row, after the checks above; then, after
 * commit, sends `education_update` to the parent's room. The row is locked, stamped with "last
 * change" and its content version counted in the transaction's first statement (lockForChange);
 * `work` gets it as updated. Changes of one education take turns in this process before they
 * take a connection (education-turns.ts). Work that moves the education to another parent emits
 * for the new room itself.
 */
export async function changeEducation<T>(
  options: ChangeOptions,
  work: (tx: DbOrTx, education: EducationRow, events: EventQueue) => Promise<T>,
): Promise<T> {
  const { db, publisher, caller, scope, educationId, now } = options;
  return educationTurnsOf(db).run(educationId, () =>
    withEvents({ db, publisher }, async (tx, events) => {
      const { education, restriction } = await lockForChange(tx, {
        scope,
        educationId,
        userId: caller.actor.userId,
        now,
      });
      if ((options.designRights ?? true) && !mayDesign(caller, restriction, education.id)) {
        throw designRestricted();
      }
      if ((options.kind ?? 'content') === 'content' && education.status !== 'designing') {
        throw lockedError();
      }
      const result = await work(tx, education, events);
      events.emit(educationParentRoom(education.educationParentId), 'education_update', {
        education_parent_id: education.educationParentId,
        education_id: education.id,
        ...(options.part ? { part: options.part } : {}),
      });
      return result;
    }),
  );
}
