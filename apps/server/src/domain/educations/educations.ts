import { and, eq } from 'drizzle-orm';
import {
  EDUCATION_MESSAGES,
  educationParentRoom,
  type TEducationCreate,
  type TEducationEdit,
  type TMoveEducation,
} from '@cp/contracts';
import type { Db, DbOrTx } from '../../db/client';
import {
  educationParents,
  educationPeriods,
  educationYears,
  educations,
  faculties,
  type LocationRow,
} from '../../db/schema';
import { withEvents, type Publisher } from '../events/publisher';
import { DomainError, invalidField } from '../errors';
import { assertRoomForEducation } from './license-limit';
import { changeEducation, designRestrictionOf, type EducationCaller } from './scope';
import type { LocationScope } from '../locations/location-scope';

/*
 * Creating, editing, archiving and moving educations (docs/educations.md "Dashboard API").
 * Changes of an existing education go through changeEducation (scope.ts); creating has no row to
 * lock yet, so it locks the location (license count) and the parent itself.
 */

type WriteOptions = { db: Db; publisher: Publisher; caller: EducationCaller; now: Date };

/**
 * The parent within the location, locked FOR SHARE until commit so a concurrent delete of the
 * parent (which refuses non-empty parents) waits and then sees the new education. A parent of
 * another location is bad data on `education_parent_id` (422), as if it did not exist.
 */
async function lockParentInLocation(tx: DbOrTx, locationId: number, educationParentId: number) {
  const [row] = await tx
    .select({ id: educationParents.id })
    .from(educationParents)
    .innerJoin(faculties, eq(faculties.id, educationParents.facultyId))
    .where(and(eq(educationParents.id, educationParentId), eq(faculties.locationId, locationId)))
    .for('share', { of: educationParents });
  if (!row) throw invalidField('education_parent_id', EDUCATION_MESSAGES.parentNotFound);
}

/** SPEC §3: flexible only where the location allows it; an education that already is stays so. */
function refuseFlexible(location: LocationRow, wanted: boolean, already = false) {
  if (wanted && !already && !location.allowFlexible) {
    throw invalidField('is_flexible', EDUCATION_MESSAGES.flexibleNotAllowed);
  }
}

/**
 * A new education with years 1..n of m periods each (the location's default weeks unless given),
 * in one transaction with the license check. Returns its id.
 */
export async function createEducation(
  options: WriteOptions & { scope: LocationScope; location: LocationRow; input: TEducationCreate },
): Promise<number> {
  const { db, publisher, caller, location, input, now } = options;
  const { locationId } = options.scope;
  refuseFlexible(location, input.is_flexible);
  // A designer limited to certain educations works on those only; new ones are the admin's call.
  if (!caller.actor.isPlatformAdmin && !caller.roles.includes('admin')) {
    const restriction = await designRestrictionOf({
      db,
      userId: caller.actor.userId,
      locationId,
    });
    if (restriction !== null) {
      throw new DomainError('forbidden', EDUCATION_MESSAGES.designRestricted, {
        code: 'design_restricted',
      });
    }
  }
  const weeks = input.weeks_per_period ?? location.defaultWeeks;
  return withEvents({ db, publisher }, async (tx, events) => {
    await lockParentInLocation(tx, locationId, input.education_parent_id);
    await assertRoomForEducation({ db: tx, locationId, now });
    const [education] = await tx
      .insert(educations)
      .values({
        locationId,
        educationParentId: input.education_parent_id,
        name: input.name,
        type: input.type,
        isFlexible: input.is_flexible,
        createdBy: caller.actor.userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: educations.id });
    if (!education) throw new Error('education not created');
    const years = await tx
      .insert(educationYears)
      .values(
        Array.from({ length: input.years }, (_, index) => ({
          educationId: education.id,
          position: index + 1,
        })),
      )
      .returning({ id: educationYears.id });
    await tx.insert(educationPeriods).values(
      years.flatMap((year) =>
        Array.from({ length: input.periods_per_year }, (_, index) => ({
          educationYearId: year.id,
          position: index + 1,
          weeks,
        })),
      ),
    );
    events.emit(educationParentRoom(input.education_parent_id), 'education_update', {
      education_parent_id: input.education_parent_id,
      education_id: education.id,
    });
    return education.id;
  });
}

/** Name, type and flexibility; only while designing (changeEducation answers 409 otherwise). */
export async function editEducation(
  options: WriteOptions & {
    scope: LocationScope;
    location: LocationRow;
    educationId: number;
    input: TEducationEdit;
  },
): Promise<void> {
  const { location, input } = options;
  await changeEducation(options, async (tx, row) => {
    refuseFlexible(location, input.is_flexible, row.isFlexible);
    await tx
      .update(educations)
      .set({ name: input.name, type: input.type, isFlexible: input.is_flexible })
      .where(eq(educations.id, row.id));
  });
}

/**
 * To the archive (SPEC §3): any status but reviewing (stop the review first), so archive items
 * are designing or active. Archived educations free their place in the license.
 */
export async function archiveEducation(
  options: WriteOptions & { scope: LocationScope; educationId: number },
): Promise<void> {
  const { caller, now } = options;
  await changeEducation({ ...options, kind: 'lifecycle' }, async (tx, row) => {
    if (row.status === 'reviewing') {
      throw new DomainError('conflict', EDUCATION_MESSAGES.deleteWhileReviewing);
    }
    await tx
      .update(educations)
      .set({ deletedAt: now, deletedBy: caller.actor.userId })
      .where(eq(educations.id, row.id));
  });
}

/**
 * Into another education parent of the same location. Organisational, not content, so any
 * status; design rights are needed. Both parents' rooms hear of it (changeEducation tells the old
 * one).
 */
export async function moveEducation(
  options: WriteOptions & { scope: LocationScope; educationId: number; input: TMoveEducation },
): Promise<void> {
  const { input } = options;
  const { locationId } = options.scope;
  const target = input.education_parent_id;
  await changeEducation({ ...options, kind: 'lifecycle' }, async (tx, row, events) => {
    if (row.educationParentId === target) {
      throw invalidField('education_parent_id', EDUCATION_MESSAGES.sameParent);
    }
    await lockParentInLocation(tx, locationId, target);
    await tx.update(educations).set({ educationParentId: target }).where(eq(educations.id, row.id));
    events.emit(educationParentRoom(target), 'education_update', {
      education_parent_id: target,
      education_id: row.id,
    });
  });
}
