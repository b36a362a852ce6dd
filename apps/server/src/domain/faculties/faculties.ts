import { and, asc, count, eq, ne, sql, type SQL } from 'drizzle-orm';
import { ORGANISATION_MESSAGES, type TFaculty, type TFacultyInput } from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import { educationParents, faculties, type FacultyRow } from '../../db/schema';
import { conflict, notFound, invalidField, uniqueOrInvalid } from '../errors';
import type { LocationScope } from '../locations/location-scope';

/*
 * A location's faculties (docs/organisation.md). The `scope` proves the access check admitted the
 * caller to the location; every query here is limited to that location, so the id
 * of another location's faculty answers 404.
 */

type Scope = { db: DbOrTx; scope: LocationScope };

const UNIQUE_NAME = 'faculties_location_id_name_unique';

/** The faculty with this id within the location; 404 for an unknown id or another location's. */
export async function requireFaculty(options: Scope & { facultyId: number }): Promise<FacultyRow> {
  const { db, scope, facultyId } = options;
  const { locationId } = scope;
  const [row] = await db
    .select()
    .from(faculties)
    .where(and(eq(faculties.id, facultyId), eq(faculties.locationId, locationId)))
    .limit(1);
  if (!row) throw notFound('notFound.faculty');
  return row;
}

const columns = {
  id: faculties.id,
  location_id: faculties.locationId,
  name: faculties.name,
  education_parents_count: count(educationParents.id),
};

async function selectFaculties(db: DbOrTx, where: SQL): Promise<TFaculty[]> {
  return db
    .select(columns)
    .from(faculties)
    .leftJoin(educationParents, eq(educationParents.facultyId, faculties.id))
    .where(where)
    .groupBy(faculties.id)
    .orderBy(asc(sql`lower(${faculties.name})`), asc(faculties.id));
}

export async function listFaculties({ db, scope }: Scope): Promise<TFaculty[]> {
  return selectFaculties(db, eq(faculties.locationId, scope.locationId));
}

/** One faculty of the location with its count; 404 for an unknown id or another location's. */
export async function getFaculty({ db, scope, facultyId }: Scope & { facultyId: number }) {
  const [faculty] = await selectFaculties(
    db,
    and(eq(faculties.id, facultyId), eq(faculties.locationId, scope.locationId)) as SQL,
  );
  if (!faculty) throw notFound('notFound.faculty');
  return faculty;
}

async function facultyById(db: DbOrTx, id: number): Promise<TFaculty> {
  const [faculty] = await selectFaculties(db, eq(faculties.id, id));
  if (!faculty) throw notFound('notFound.faculty');
  return faculty;
}

/** Names are unique within the location, whatever their case (checked first for a clear error). */
async function refuseTakenName(db: DbOrTx, locationId: number, name: string, exceptId?: number) {
  const sameName = and(
    eq(faculties.locationId, locationId),
    eq(sql`lower(${faculties.name})`, name.toLowerCase()),
  );
  const [taken] = await db
    .select({ id: faculties.id })
    .from(faculties)
    .where(exceptId === undefined ? sameName : and(sameName, ne(faculties.id, exceptId)))
    .limit(1);
  if (taken) throw invalidField('name', ORGANISATION_MESSAGES.nameTaken);
}

export async function createFaculty(
  options: Scope & { input: TFacultyInput; now: Date },
): Promise<TFaculty> {
  const { db, scope, input, now } = options;
  const { locationId } = scope;
  await refuseTakenName(db, locationId, input.name);
  const [row] = await uniqueOrInvalid(
    () =>
      db
        .insert(faculties)
        .values({ locationId, name: input.name, createdAt: now, updatedAt: now })
        .returning({ id: faculties.id }),
    { field: 'name', key: ORGANISATION_MESSAGES.nameTaken, constraint: UNIQUE_NAME },
  );
  if (!row) throw new Error('faculty not created');
  return facultyById(db, row.id);
}

export async function renameFaculty(
  options: Scope & { facultyId: number; input: TFacultyInput; now: Date },
): Promise<TFaculty> {
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
    { field: 'name', key: ORGANISATION_MESSAGES.nameTaken, constraint: UNIQUE_NAME },
  );
  return facultyById(db, facultyId);
}

/**
 * Deletes an empty faculty. One with education parents is refused (409): the educations below
 * them are the school's work, so nothing disappears by a cascade; the admin removes the
 * education parents first. The faculty row is locked, and creating an education parent locks
 * it too, so a parent added meanwhile cannot be lost.
 */
export async function deleteFaculty(options: Scope & { facultyId: number }): Promise<void> {
  const { db, scope, facultyId } = options;
  const { locationId } = scope;
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: faculties.id })
      .from(faculties)
      .where(and(eq(faculties.id, facultyId), eq(faculties.locationId, locationId)))
      .for('update');
    if (!row) throw notFound('notFound.faculty');
    const [parents] = await tx
      .select({ total: count() })
      .from(educationParents)
      .where(eq(educationParents.facultyId, facultyId));
    if ((parents?.total ?? 0) > 0) {
      throw conflict('faculties.notEmpty');
    }
    await tx.delete(faculties).where(eq(faculties.id, facultyId));
  });
}
