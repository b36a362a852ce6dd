import { and, eq } from 'drizzle-orm';
import { ORGANISATION_MESSAGES, type TFaculty, type TFacultyInput } from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import { faculties } from '../../db/schema';
import { uniqueOrInvalid } from '../errors';
import type { LocationScope } from '../locations/location-scope';
import { facultyById } from './faculty-answer';
import { FACULTY_NAME_UNIQUE, refuseTakenName } from './faculty-name';
import { requireFaculty } from './require-faculty';

export async function renameFaculty(options: {
  db: DbOrTx;
  scope: LocationScope;
  facultyId: number;
  input: TFacultyInput;
  now: Date;
}): Promise<TFaculty> {
  const { db, scope, facultyId, input, now } = options;
  const { locationId } = scope;
  await requireFaculty({ db, scope, facultyId });
  await refuseTakenName(db, locationId, input.name, facultyId);
  await uniqueOrInvalid(
    () =>
      db
        .update(faculties)
        .set({ name: input.name, updatedAt: now })
        .where(and(eq(faculties.id, facultyId), eq(faculties.locationId, locationId))),
    { field: 'name', key: ORGANISATION_MESSAGES.nameTaken, constraint: FACULTY_NAME_UNIQUE },
  );
  return facultyById(db, facultyId);
}
