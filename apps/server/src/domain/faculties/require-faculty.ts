import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { faculties, type FacultyRow } from '../../db/schema';
import { notFound } from '../errors';
import type { LocationScope } from '../locations/location-scope';

/*
 * A location's faculties (docs/organisation.md). The `scope` proves the access check admitted the
 * caller to the location; every query of this folder is limited to that location, so the id
 * of another location's faculty answers 404.
 */

/** The faculty with this id within the location; 404 for an unknown id or another location's. */
export async function requireFaculty(options: {
  db: DbOrTx;
  scope: LocationScope;
  facultyId: number;
}): Promise<FacultyRow> {
  const { db, scope, facultyId } = options;
  const { locationId } = scope;
  const [row] = await db
    .select()
    .from(faculties)
    .where(and(eq(faculties.id, facultyId), eq(faculties.locationId, locationId)))
    .limit(1);
  if (!row) throw notFound('notFound.faculty');
  return row;
}
