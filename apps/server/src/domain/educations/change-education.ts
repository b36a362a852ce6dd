import { and, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import { EDUCATION_MESSAGES, educationParentRoom, type TEducationUpdate } from '@cp/contracts';
import type { Db, DbOrTx } from '../../db/client';
import { designRestrictions, educations, type EducationRow } from '../../db/schema';
import { withEvents, type EventQueue, type Publisher } from '../events/publisher';
import { DomainError, notFound } from '../errors';
import type { LocationScope } from '../locations/location-scope';
import { designRestrictedError, mayDesign } from './design-rights';
import type { EducationCaller } from './education-caller';
import { educationTurnsOf } from './education-turns';
import { EDUCATION_NOT_FOUND } from './require-education';

/*
 * SECURITY-CRITICAL: the one way to change an education (docs/educations.md). Every change goes
 * through `changeEducation`, which finds the education within the caller's location, locks the
 * row, checks the design rights (./design-rights.ts) and the status, stamps "last change" and
 * tells the education parent's room after commit.
 */

/**
 * What every change of one education takes: the route's `educationRequest` (or a test) gives
 * it whole; a change that needs more adds it (`EducationChange & { input: ... }`).
 */
export type EducationChange = {
  db: Db;
  publisher: Publisher;
  caller: EducationCaller;
  scope: LocationScope;
  educationId: number;
  now: Date;
};

/** 409 `education_locked`: a content change of an education that is not designing. */
export const lockedError = () =>
  new DomainError('conflict', EDUCATION_MESSAGES.locked, { code: 'education_locked' });

export type ChangeOptions = EducationChange & {
  /**
   * 'content' (default): a change to what the education holds; refused with 409 unless it is
   * designing (docs/educations.md "One way in"). 'lifecycle': the caller checks the status itself
   * (submit, approve ...).
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
  if (!row) throw notFound(EDUCATION_NOT_FOUND);
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
        throw designRestrictedError();
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
