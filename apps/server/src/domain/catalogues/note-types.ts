import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import { NOTE_TYPE_IN_USE, type TNoteType } from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import { notes, noteTypes } from '../../db/schema';
import {
  conflict,
  invalidField,
  isForeignKeyViolation,
  notFound,
  uniqueOrInvalid,
} from '../errors';
import type { LocationScope } from '../locations/location-scope';

/*
 * Note categories of a location (SPEC §3). Names are unique per location, case-insensitively.
 * Every note has a category, so a category that notes use cannot be deleted (409, decision
 * 0008); the list says how many notes use each, so the screen can say so before anyone confirms.
 */

const columns = {
  id: noteTypes.id,
  name: noteTypes.name,
  // Counted through notes_note_type_id_idx. Qualified by hand: in a one-table select Drizzle
  // writes bare column names, and a bare "id" inside the subquery would be the note's.
  notes_count:
    sql<number>`(select count(*) from ${notes} n where n.note_type_id = ${noteTypes}.id)`.mapWith(
      Number,
    ),
};
const ownColumns = { id: noteTypes.id, name: noteTypes.name };

export async function listNoteTypes(options: {
  db: DbOrTx;
  scope: LocationScope;
}): Promise<TNoteType[]> {
  const { db } = options;
  const { locationId } = options.scope;
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
  if (clash) throw invalidField('name', 'catalogues.nameTaken');
}

export async function createNoteType(options: {
  db: DbOrTx;
  scope: LocationScope;
  input: { name: string };
}): Promise<TNoteType> {
  const { db, input } = options;
  const { locationId } = options.scope;
  await assertNameFree(db, locationId, input.name);
  const [row] = await uniqueOrInvalid(
    () => db.insert(noteTypes).values({ locationId, name: input.name }).returning(ownColumns),
    { field: 'name', key: 'catalogues.nameTaken' },
  );
  if (!row) throw new Error('note type not created');
  return { ...row, notes_count: 0 };
}

export async function updateNoteType(options: {
  db: DbOrTx;
  scope: LocationScope;
  id: number;
  input: { name: string };
  now: Date;
}): Promise<TNoteType> {
  const { db, id, input, now } = options;
  const { locationId } = options.scope;
  await assertNameFree(db, locationId, input.name, id);
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
