import { ORGANISATION_MESSAGES, type TFaculty, type TFacultyInput } from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import { faculties } from '../../db/schema';
import { uniqueOrInvalid } from '../errors';
import type { LocationScope } from '../locations/location-scope';
import { facultyById } from './faculty-answer';
import { FACULTY_NAME_UNIQUE, refuseTakenName } from './faculty-name';

export async function createFaculty(options: {
  db: DbOrTx;
  scope: LocationScope;
  input: TFacultyInput;
  now: Date;
}): Promise<TFaculty> {
  const { db, scope, input, now } = options;
  const { locationId } = scope;
  await refuseTakenName(db, locationId, input.name);
  const [row] = await uniqueOrInvalid(
    () =>
      db
        .insert(faculties)
        .values({ locationId, name: input.name, createdAt: now, updatedAt: now })
        .returning({ id: faculties.id }),
    { field: 'name', key: ORGANISATION_MESSAGES.nameTaken, constraint: FACULTY_NAME_UNIQUE },
  );
  if (!row) throw new Error('faculty not created');
  return facultyById(db, row.id);
}
