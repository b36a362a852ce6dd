import { and, asc, eq, ne, sql } from 'drizzle-orm';
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

/*
 * Education parents of a faculty (docs/organisation.md). Every function first finds the faculty
 * within the location (404 otherwise), then the parent within that faculty, so ids of another
 * location or another faculty answer 404.
 */

type Scope = { db: DbOrTx; locationId: number; facultyId: number };

const UNIQUE_NAME = 'education_parents_faculty_id_name_unique';

const toEducationParent = (row: EducationParentRow): TEducationParent => ({
  id: row.id,
  faculty_id: row.facultyId,
  name: row.name,
});

/** The parent within the faculty within the location; 404 for anything else. */
export async function requireEducationParent(
  options: Scope & { id: number },
): Promise<EducationParentRow> {
  const { db, locationId, facultyId, id } = options;
  const [row] = await db
    .select({ parent: educationParents })
    .from(educationParents)
    .innerJoin(faculties, eq(faculties.id, educationParents.facultyId))
    .where(
      and(
        eq(educationParents.id, id),
        eq(educationParents.facultyId, facultyId),
        eq(faculties.locationId, locationId),
      ),
    )
    .limit(1);
  if (!row) throw notFound('Education parent not found');
  return row.parent;
}

export async function listEducationParents(options: Scope): Promise<TEducationParent[]> {
  const { db, facultyId } = options;
  await requireFaculty(options);
  const rows = await db
    .select()
    .from(educationParents)
    .where(eq(educationParents.facultyId, facultyId))
    .orderBy(asc(sql`lower(${educationParents.name})`), asc(educationParents.id));
  return rows.map(toEducationParent);
}

export async function getEducationParent(options: Scope & { id: number }) {
  return toEducationParent(await requireEducationParent(options));
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
  const { db, locationId, facultyId, input, now } = options;
  return db.transaction(async (tx) => {
    const [faculty] = await tx
      .select({ id: faculties.id })
      .from(faculties)
      .where(and(eq(faculties.id, facultyId), eq(faculties.locationId, locationId)))
      .for('update');
    if (!faculty) throw notFound('Faculty not found');
    await refuseTakenName(tx, facultyId, input.name);
    const [row] = await uniqueOrInvalid(
      () =>
        tx
          .insert(educationParents)
          .values({ facultyId, name: input.name, createdAt: now, updatedAt: now })
          .returning(),
      { field: 'name', message: ORGANISATION_MESSAGES.nameTaken, constraint: UNIQUE_NAME },
    );
    if (!row) throw new Error('education parent not created');
    return toEducationParent(row);
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
    { field: 'name', message: ORGANISATION_MESSAGES.nameTaken, constraint: UNIQUE_NAME },
  );
  if (!row) throw notFound('Education parent not found');
  return toEducationParent(row);
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
