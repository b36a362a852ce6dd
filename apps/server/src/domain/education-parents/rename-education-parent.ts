import { and, eq } from 'drizzle-orm';
import {
  ORGANISATION_MESSAGES,
  type TEducationParent,
  type TEducationParentInput,
} from '@cp/contracts';
import { educationParents } from '../../db/schema';
import { notFound, uniqueOrInvalid } from '../errors';
import { parentById } from './education-parent-answer';
import { EDUCATION_PARENT_NAME_UNIQUE, refuseTakenName } from './education-parent-name';
import { requireEducationParent, type InFaculty } from './require-education-parent';

export async function renameEducationParent(
  options: InFaculty & { id: number; input: TEducationParentInput; now: Date },
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
    {
      field: 'name',
      key: ORGANISATION_MESSAGES.nameTaken,
      constraint: EDUCATION_PARENT_NAME_UNIQUE,
    },
  );
  if (!row) throw notFound('notFound.educationParent');
  return parentById(db, row.id);
}
