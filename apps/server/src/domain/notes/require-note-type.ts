import { and, eq } from 'drizzle-orm';
import { EDUCATION_MESSAGES } from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import { noteTypes } from '../../db/schema';
import { invalidField } from '../errors';
import type { LocationScope } from '../locations/location-scope';

/** The note type must be a category of the education's own location. */
export async function requireNoteType(db: DbOrTx, scope: LocationScope, noteTypeId: number) {
  const [row] = await db
    .select({ id: noteTypes.id })
    .from(noteTypes)
    .where(and(eq(noteTypes.id, noteTypeId), eq(noteTypes.locationId, scope.locationId)))
    .limit(1);
  if (!row) throw invalidField('note_type_id', EDUCATION_MESSAGES.noteTypeRequired);
}
