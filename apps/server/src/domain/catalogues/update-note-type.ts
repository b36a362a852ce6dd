import { and, count, eq } from 'drizzle-orm';
import type { TNoteType } from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import { notes, noteTypes } from '../../db/schema';
import { notFound, uniqueOrInvalid } from '../errors';
import type { LocationScope } from '../locations/location-scope';
import { ownColumns } from './note-type-answer';
import { assertNoteTypeNameFree } from './note-type-name';

/** Renames a note category of the location; the new name is free within it. */
export async function updateNoteType(options: {
  db: DbOrTx;
  scope: LocationScope;
  id: number;
  input: { name: string };
  now: Date;
}): Promise<TNoteType> {
  const { db, id, input, now } = options;
  const { locationId } = options.scope;
  await assertNoteTypeNameFree(db, locationId, input.name, id);
  const [row] = await uniqueOrInvalid(
    () =>
      db
        .update(noteTypes)
        .set({ name: input.name, updatedAt: now })
        .where(and(eq(noteTypes.id, id), eq(noteTypes.locationId, locationId)))
        .returning(ownColumns),
    { field: 'name', key: 'catalogues.nameTaken' },
  );
  if (!row) throw notFound();
  const [used] = await db.select({ n: count() }).from(notes).where(eq(notes.noteTypeId, row.id));
  return { ...row, notes_count: used?.n ?? 0 };
}
