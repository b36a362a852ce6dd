import { and, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { faculties } from '../../db/schema';
import { notFound } from '../errors';
import type { LocationScope } from '../locations/location-scope';
import { selectFaculties } from './faculty-answer';

/** One faculty of the location with its count; 404 for an unknown id or another location's. */
export async function getFaculty(options: { db: DbOrTx; scope: LocationScope; facultyId: number }) {
  const { db, scope, facultyId } = options;
  const [faculty] = await selectFaculties(
    db,
    and(eq(faculties.id, facultyId), eq(faculties.locationId, scope.locationId)) as SQL,
  );
  if (!faculty) throw notFound('notFound.faculty');
  return faculty;
}
