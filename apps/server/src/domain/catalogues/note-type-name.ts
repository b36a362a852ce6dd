import { and, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { noteTypes } from '../../db/schema';
import { invalidField } from '../errors';

/**
 * Names of note categories are unique per location, case-insensitively (docs/organisation.md
 * "Note categories"); checked first for a clear error, the unique index decides a race.
 */
export async function assertNoteTypeNameFree(
  db: DbOrTx,
  locationId: number,
  name: string,
  exceptId?: number,
) {
  const [clash] = await db
    .select({ id: noteTypes.id })
    .from(noteTypes)
    .where(
      and(
        eq(noteTypes.locationId, locationId),
        sql`lower(${noteTypes.name}) = lower(${name})`,
        exceptId === undefined ? undefined : ne(noteTypes.id, exceptId),
      ),
    )
    .limit(1);
  if (clash) throw invalidField('name', 'catalogues.nameTaken');
}
