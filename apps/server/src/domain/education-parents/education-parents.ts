import { and, asc, eq, ne, sql, type SQL } from 'drizzle-orm';
import {
  EDUCATION_MESSAGES,
  ORGANISATION_MESSAGES,
  type TEducationParent,
  type TEducationParentInput,
} from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import { educationParents, educations, faculties, type EducationParentRow } from '../../db/schema';
import { conflict, notFound, invalidField, uniqueOrInvalid } from '../errors';
import { requireFaculty } from '../faculties/faculties';
import type { LocationScope } from '../locations/location-scope';

/*
 * Education parents of a faculty (docs/organisation.md). Every function first finds the faculty
 * within the location (404 otherwise), then the parent within that faculty, so ids of another
 * location or another faculty answer 404.
 */

type Scope = { db: DbOrTx; scope: LocationScope; facultyId: number };

const UNIQUE_NAME = 'education_parents_faculty_id_name_unique';

/**
 * The answer: the parent with the counts of its educations (not archived, archived), so the
 * screen can say why it cannot be deleted yet. One grouped join for the whole list.
 */
async function selectParents(db: DbOrTx, where: SQL): Promise<TEducationParent[]> {
  const rows = await db
    .select({
      id: educationParents.id,
      faculty_id: educationParents.facultyId,
      name: educationParents.name,
      educations_count: sql<number>`count(${educations.id}) filter (where ${educations.deletedAt} is null)::int`,
      archived_educations_count: sql<number>`count(${educations.id}) filter (where ${educations.deletedAt} is not null)::int`,
    })
    .from(educationParents)
    .leftJoin(educations, eq(educations.educationParentId, educationParents.id))
    .where(where)
    .groupBy(educationParents.id)
    .orderBy(asc(sql`lower(${educationParents.name})`), asc(educationParents.id));
  return rows.map((row) => ({
    ...row,
    educations_count: Number(row.educations_count),
    archived_educations_count: Number(row.archived_educations_count),
  }));
}

async function parentById(db: DbOrTx, id: number): Promise<TEducationParent> {
  const [parent] = await selectParents(db, eq(educationParents.id, id));
  if (!parent) throw notFound('notFound.educationParent');
  return parent;
}

/** The parent within the faculty within the location; 404 for anything else. */
export async function requireEducationParent(
  options: Scope & { id: number },
): Promise<EducationParentRow> {
  const { db, scope, facultyId, id } = options;
  const [row] = await db
    .select({ parent: educationParents })
    .from(educationParents)
    .innerJoin(faculties, eq(faculties.id, educationParents.facultyId))
    .where(
      and(
        eq(educationParents.id, id),
        eq(educationParents.facultyId, facultyId),
        eq(faculties.locationId, scope.locationId),
      ),
    )
    .limit(1);
  if (!row) throw notFound('notFound.educationParent');
  return row.parent;
}

export async function listEducationParents(options: Scope): Promise<TEducationParent[]> {
  const { db, facultyId } = options;
  await requireFaculty(options);
  return selectParents(db, eq(educationParents.facultyId, facultyId));
}

export async function getEducationParent(options: Scope & { id: number }) {
  const parent = await requireEducationParent(options);
  return parentById(options.db, parent.id);
}

async function refuseTakenName(db: DbOrTx, facultyId: number, name: string, exceptId?: number) {
  const sameName = and(
    eq(educationParents.facultyId, facultyId),
    eq(sql`lower(${educationParents.name})`, name.toLowerCase()),
  );
  const [taken] = await db
    .select({ id: educationParents.id })
    .from(educationParents)
    .where(exceptId === undefined ? sameName : and(sameName, ne(educationParents.id, exceptId)))
    .limit(1);
  if (taken) throw invalidField('name', ORGANISATION_MESSAGES.nameTaken);
}

/**
 * Adds a parent. The faculty row is locked for the transaction so a concurrent delete of the
 * faculty (which refuses non-empty faculties) cannot miss it.
 */
export async function createEducationParent(
  options: Scope & { input: TEducationParentInput; now: Date },
): Promise<TEducationParent> {
  const { db, scope, facultyId, input, now } = options;
  return db.transaction(async (tx) => {
    const [faculty] = await tx
      .select({ id: faculties.id })
      .from(faculties)
      .where(and(eq(faculties.id, facultyId), eq(faculties.locationId, scope.locationId)))
      .for('update');
    if (!faculty) throw notFound('notFound.faculty');
    await refuseTakenName(tx, facultyId, input.name);
    const [row] = await uniqueOrInvalid(
      () =>
        tx
          .insert(educationParents)
          .values({ facultyId, name: input.name, createdAt: now, updatedAt: now })
          .returning(),
      { field: 'name', key: ORGANISATION_MESSAGES.nameTaken, constraint: UNIQUE_NAME },
    );
    if (!row) throw new Error('education parent not created');
    // A new parent holds nothing.
    return {
      id: row.id,
      faculty_id: row.facultyId,
      name: row.name,
      educations_count: 0,
      archived_educations_count: 0,
    };
  });
}

export async function renameEducationParent(
  options: Scope & { id: number; input: TEducationParentInput; now: Date },
): Promise<TEducationParent> {
  const { db, facultyId, id, input, now } = options;
  await requireEducationParent(options);
  await refuseTakenName(db, facultyId, input.name, id);
  const [row] = await uniqueOrInvalid(
    () =>
      db
        .update(educationParents)
        .set({ name: input.name, updatedAt: now })
        .where(and(eq(educationParents.id, id), eq(educationParents.facultyId, facultyId)))
        .returning(),
    { field: 'name', key: ORGANISATION_MESSAGES.nameTaken, constraint: UNIQUE_NAME },
  );
  if (!row) throw notFound('notFound.educationParent');
  return parentById(db, row.id);
}

/**
 * Deletes a parent with its naming overrides (by cascade). A parent that still holds educations,
 * archived ones included, is refused (409) like a faculty with parents; the foreign key is
 * "restrict" as a backstop. The parent row is locked first, and creating or moving an education
 * locks it FOR SHARE, so neither can slip in between the check and the delete.
 */
export async function deleteEducationParent(options: Scope & { id: number }): Promise<void> {
  const { db, facultyId, id } = options;
  await db.transaction(async (tx) => {
    await requireEducationParent({ ...options, db: tx });
    await tx
      .select({ id: educationParents.id })
      .from(educationParents)
      .where(eq(educationParents.id, id))
      .for('update');
    const [held] = await tx
      .select({ id: educations.id })
      .from(educations)
      .where(eq(educations.educationParentId, id))
      .limit(1);
    if (held) throw conflict(EDUCATION_MESSAGES.parentNotEmpty);
    await tx
      .delete(educationParents)
      .where(and(eq(educationParents.id, id), eq(educationParents.facultyId, facultyId)));
  });
}
