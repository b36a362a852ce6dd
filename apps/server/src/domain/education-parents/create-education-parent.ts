import { and, eq } from 'drizzle-orm';
import {
  ORGANISATION_MESSAGES,
  type TEducationParent,
  type TEducationParentInput,
} from '@cp/contracts';
import { educationParents, faculties } from '../../db/schema';
import { notFound, uniqueOrInvalid } from '../errors';
import { EDUCATION_PARENT_NAME_UNIQUE, refuseTakenName } from './education-parent-name';
import type { InFaculty } from './require-education-parent';

/**
 * Adds a parent. The faculty row is locked for the transaction so a concurrent delete of the
 * faculty (which refuses non-empty faculties) cannot miss it.
 */
export async function createEducationParent(
  options: InFaculty & { input: TEducationParentInput; now: Date },
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
      {
        field: 'name',
        key: ORGANISATION_MESSAGES.nameTaken,
        constraint: EDUCATION_PARENT_NAME_UNIQUE,
      },
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
