import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { educations, type EducationRow } from '../../db/schema';
import { notFound } from '../errors';
import type { LocationScope } from '../locations/location-scope';

/*
 * SECURITY-CRITICAL: the one way to find an education (docs/educations.md). Every read finds the
 * education within the caller's location (the route's access check has proved membership of that
 * location); every change goes through `changeEducation` (./change-education.ts).
 */

/**
 * Where an education is looked up: the location the access check admitted the caller to (the
 * export job: its owner's, docs/exports.md) and the education's id there.
 */
export type EducationLookup = { db: DbOrTx; scope: LocationScope; educationId: number };

export const EDUCATION_NOT_FOUND = 'notFound.education' as const;

/** The education within the location; archived ones only when asked for. 404 otherwise. */
export async function requireEducation(
  options: EducationLookup & { archived?: boolean; forUpdate?: boolean },
): Promise<EducationRow> {
  const { db, scope, educationId, archived = false, forUpdate = false } = options;
  const where = and(
    eq(educations.id, educationId),
    eq(educations.locationId, scope.locationId),
    archived ? undefined : isNull(educations.deletedAt),
  );
  const query = db.select().from(educations).where(where).limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound(EDUCATION_NOT_FOUND);
  return row;
}
