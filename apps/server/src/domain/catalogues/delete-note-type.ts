import { and, eq } from 'drizzle-orm';
import { NOTE_TYPE_IN_USE } from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import { noteTypes } from '../../db/schema';
import { conflict, isForeignKeyViolation, notFound } from '../errors';
import type { LocationScope } from '../locations/location-scope';

/**
 * Deletes a note category of the location. Every note has a category, so a category that notes
 * use cannot be deleted (409, decision 0008; docs/organisation.md "Note categories").
 */
export async function deleteNoteType(options: {
  db: DbOrTx;
  scope: LocationScope;
  id: number;
}): Promise<void> {
  const { db, scope, id } = options;
  try {
    // The foreign key (on delete restrict) decides, also against a note added at this moment.
    const deleted = await db
      .delete(noteTypes)
      .where(and(eq(noteTypes.id, id), eq(noteTypes.locationId, scope.locationId)))
      .returning({ id: noteTypes.id });
    if (deleted.length === 0) throw notFound();
  } catch (error) {
    if (isForeignKeyViolation(error)) throw conflict(NOTE_TYPE_IN_USE);
    throw error;
  }
}
