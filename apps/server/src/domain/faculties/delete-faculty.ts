import { and, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { educationParents, faculties } from '../../db/schema';
import { conflict, notFound } from '../errors';
import type { LocationScope } from '../locations/location-scope';

/*
 * Who may delete a faculty: an admin of its location while the location has a license, or the
 * platform administrator (the `admin` access level of the `deleteFaculty` entry in
 * packages/contracts/src/endpoints/faculties.ts, checked by the access check before this runs;
 * docs/permissions.md). Which faculty may be deleted: an empty one only, decided here.
 */

/**
 * Deletes an empty faculty. One with education parents is refused (409): the educations below
 * them are the school's work, so nothing disappears by a cascade; the admin removes the
 * education parents first. The faculty row is locked, and creating an education parent locks
 * it too, so a parent added meanwhile cannot be lost.
 */
export async function deleteFaculty(options: {
  db: DbOrTx;
  scope: LocationScope;
  facultyId: number;
}): Promise<void> {
  const { db, scope, facultyId } = options;
  const { locationId } = scope;
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: faculties.id })
      .from(faculties)
      .where(and(eq(faculties.id, facultyId), eq(faculties.locationId, locationId)))
      .for('update');
    if (!row) throw notFound('notFound.faculty');
    const [parents] = await tx
      .select({ total: count() })
      .from(educationParents)
      .where(eq(educationParents.facultyId, facultyId));
    if ((parents?.total ?? 0) > 0) {
      throw conflict('faculties.notEmpty');
    }
    await tx.delete(faculties).where(eq(faculties.id, facultyId));
  });
}
