import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { TArchivedEducation } from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import { educationParents, educations, faculties, users } from '../../db/schema';
import { fullNameSql } from '../users/person-name';
import type { LocationScope } from '../locations/location-scope';

/*
 * The archive (docs/educations.md "Dashboard API"): deleted educations of a location, for admins to
 * restore. Archived ones do not count for the license, so restoring checks for room like creating
 * does. Archiving: ./archive-education.ts; restoring: ./restore-education.ts.
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
