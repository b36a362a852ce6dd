import type { TNoteType } from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import { noteTypes } from '../../db/schema';
import { uniqueOrInvalid } from '../errors';
import type { LocationScope } from '../locations/location-scope';
import { ownColumns } from './note-type-answer';
import { assertNoteTypeNameFree } from './note-type-name';

/** A new note category; its name is free within the location. */
export async function createNoteType(options: {
  db: DbOrTx;
  scope: LocationScope;
  input: { name: string };
}): Promise<TNoteType> {
  const { db, input } = options;
  const { locationId } = options.scope;
  await assertNoteTypeNameFree(db, locationId, input.name);
  const [row] = await uniqueOrInvalid(
    () => db.insert(noteTypes).values({ locationId, name: input.name }).returning(ownColumns),
    { field: 'name', key: 'catalogues.nameTaken' },
  );
  if (!row) throw new Error('note type not created');
  return { ...row, notes_count: 0 };
}
