import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { educationParents, faculties, type EducationParentRow } from '../../db/schema';
import { notFound } from '../errors';
import type { LocationScope } from '../locations/location-scope';

/*
 * Education parents of a faculty (docs/organisation.md). Every function of this folder first
 * finds the faculty within the location (404 otherwise), then the parent within that faculty, so
 * ids of another location or another faculty answer 404.
 */

/** Where an education parent function acts: a faculty within the location the caller was admitted to. */
export type InFaculty = { db: DbOrTx; scope: LocationScope; facultyId: number };

/** The parent within the faculty within the location; 404 for anything else. */
export async function requireEducationParent(
  options: InFaculty & { id: number },
): Promise<EducationParentRow> {
  const { db, scope, facultyId, id } = options;
  const [row] = await db
    .select({ parent: educationParents })
    .from(educationParents)
    .innerJoin(faculties, eq(faculties.id, educationParents.facultyId))
    .where(
      and(
        eq(educationParents.id, id),
        eq(educationParents.facultyId, facultyId),
        eq(faculties.locationId, scope.locationId),
      ),
    )
    .limit(1);
  if (!row) throw notFound('notFound.educationParent');
  return row.parent;
}
