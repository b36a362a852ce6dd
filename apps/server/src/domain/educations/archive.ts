import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { educationParentRoom, type TArchivedEducation } from '@cp/contracts';
import type { Db, DbOrTx } from '../../db/client';
import { educationParents, educations, faculties, users } from '../../db/schema';
import { withEvents, type Publisher } from '../events/publisher';
import { notFound } from '../errors';
import { fullNameSql } from '../users/person-name';
import { assertRoomForEducation } from './license-limit';
import { requireEducation } from './scope';
import type { LocationScope } from '../locations/location-scope';

/*
 * The archive (SPEC §3): deleted educations of a location, for admins to restore. Archived ones
 * do not count for the license, so restoring checks for room like creating does.
 */

/** The location's archived educations, last deleted first. */
export async function listArchive(options: {
  db: DbOrTx;
  scope: LocationScope;
}): Promise<TArchivedEducation[]> {
  const { db } = options;
  const { locationId } = options.scope;
  const rows = await db
    .select({
      education: educations,
      deletedByName: fullNameSql(),
      parentName: educationParents.name,
      facultyId: faculties.id,
      facultyName: faculties.name,
    })
    .from(educations)
    .innerJoin(educationParents, eq(educationParents.id, educations.educationParentId))
    .innerJoin(faculties, eq(faculties.id, educationParents.facultyId))
    .leftJoin(users, eq(users.id, educations.deletedBy))
    .where(and(eq(educations.locationId, locationId), isNotNull(educations.deletedAt)))
    .orderBy(desc(educations.deletedAt), desc(educations.id));
  return rows.map(({ education: e, ...row }) => ({
    id: e.id,
    name: e.name,
    type: e.type,
    status: e.status,
    // The where clause keeps only archived rows.
    deleted_at: (e.deletedAt ?? new Date(0)).toISOString(),
    deleted_by:
      e.deletedBy !== null && row.deletedByName !== null
        ? { id: e.deletedBy, name: row.deletedByName }
        : null,
    faculty: { id: row.facultyId, name: row.facultyName },
    education_parent: { id: e.educationParentId, name: row.parentName },
  }));
}

/**
 * Back from the archive into its parent, if the license has room. 404 for an education that is
 * not archived or belongs to another location.
 */
export async function restoreEducation(options: {
  db: Db;
  publisher: Publisher;
  scope: LocationScope;
  educationId: number;
  now: Date;
}): Promise<void> {
  const { db, publisher, scope, educationId, now } = options;
  const { locationId } = scope;
  await withEvents({ db, publisher }, async (tx, events) => {
    const row = await requireEducation({
      db: tx,
      scope,
      educationId,
      archived: true,
      forUpdate: true,
    });
    if (row.deletedAt === null) throw notFound('notFound.archivedEducation');
    // Locks the location until commit, so concurrent restores and creates cannot overshoot.
    await assertRoomForEducation({ db: tx, locationId, now });
    await tx
      .update(educations)
      .set({ deletedAt: null, deletedBy: null, updatedAt: now })
      .where(eq(educations.id, row.id));
    events.emit(educationParentRoom(row.educationParentId), 'education_update', {
      education_parent_id: row.educationParentId,
      education_id: row.id,
    });
  });
}
