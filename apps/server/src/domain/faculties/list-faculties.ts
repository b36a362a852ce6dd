import { eq } from 'drizzle-orm';
import type { TFaculty } from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import { faculties } from '../../db/schema';
import type { LocationScope } from '../locations/location-scope';
import { selectFaculties } from './faculty-answer';

/** The location's faculties, by name, each with the count of its education parents. */
export async function listFaculties(options: {
  db: DbOrTx;
  scope: LocationScope;
}): Promise<TFaculty[]> {
  const { db, scope } = options;
  return selectFaculties(db, eq(faculties.locationId, scope.locationId));
}
