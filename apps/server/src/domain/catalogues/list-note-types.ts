import { asc, eq, sql } from 'drizzle-orm';
import type { TNoteType } from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import { noteTypes } from '../../db/schema';
import type { LocationScope } from '../locations/location-scope';
import { noteTypeColumns } from './note-type-answer';

/** The location's note categories by name, each with the number of notes that use it. */
export async function listNoteTypes(options: {
  db: DbOrTx;
  scope: LocationScope;
}): Promise<TNoteType[]> {
  const { db } = options;
  const { locationId } = options.scope;
  return db
    .select(noteTypeColumns)
    .from(noteTypes)
    .where(eq(noteTypes.locationId, locationId))
    .orderBy(asc(sql`lower(${noteTypes.name})`), asc(noteTypes.id));
}
