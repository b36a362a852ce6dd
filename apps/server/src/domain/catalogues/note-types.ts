import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { TLocationItemParams, TNoteType } from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import { noteTypes } from '../../db/schema';
import { notFound, invalidField, uniqueOrInvalid } from '../errors';

/*
 * Note categories of a location (SPEC §3). Names are unique per location, case-insensitively.
 * Notes do not exist yet: the notes issue decides what deleting a used category does to its
 * notes, in `deleteNoteType`.
 */

const columns = { id: noteTypes.id, name: noteTypes.name };

export async function listNoteTypes(options: {
  db: DbOrTx;
  locationId: number;
}): Promise<TNoteType[]> {
  const { db, locationId } = options;
  return db
    .select(columns)
    .from(noteTypes)
    .where(eq(noteTypes.locationId, locationId))
    .orderBy(asc(sql`lower(${noteTypes.name})`), asc(noteTypes.id));
}

async function assertNameFree(db: DbOrTx, locationId: number, name: string, exceptId?: number) {
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
  if (clash) throw invalidField('name', 'taken');
}

export async function createNoteType(options: {
  db: DbOrTx;
  locationId: number;
  input: { name: string };
}): Promise<TNoteType> {
  const { db, locationId, input } = options;
  await assertNameFree(db, locationId, input.name);
  const [row] = await uniqueOrInvalid(
    () => db.insert(noteTypes).values({ locationId, name: input.name }).returning(columns),
    { field: 'name', message: 'taken' },
  );
  if (!row) throw new Error('note type not created');
  return row;
}

export async function updateNoteType(options: {
  db: DbOrTx;
  params: TLocationItemParams;
  input: { name: string };
  now: Date;
}): Promise<TNoteType> {
  const { db, params, input, now } = options;
  await assertNameFree(db, params.location, input.name, params.id);
  const [row] = await uniqueOrInvalid(
    () =>
      db
        .update(noteTypes)
        .set({ name: input.name, updatedAt: now })
        .where(and(eq(noteTypes.id, params.id), eq(noteTypes.locationId, params.location)))
        .returning(columns),
    { field: 'name', message: 'taken' },
  );
  if (!row) throw notFound();
  return row;
}

export async function deleteNoteType(options: {
  db: DbOrTx;
  params: TLocationItemParams;
}): Promise<void> {
  const { db, params } = options;
  const deleted = await db
    .delete(noteTypes)
    .where(and(eq(noteTypes.id, params.id), eq(noteTypes.locationId, params.location)))
    .returning({ id: noteTypes.id });
  if (deleted.length === 0) throw notFound();
}
