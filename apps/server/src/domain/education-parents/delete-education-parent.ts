import { and, eq } from 'drizzle-orm';
import { EDUCATION_MESSAGES } from '@cp/contracts';
import { educationParents, educations } from '../../db/schema';
import { conflict } from '../errors';
import { requireEducationParent, type InFaculty } from './require-education-parent';

/**
 * Deletes a parent with its naming overrides (by cascade). A parent that still holds educations,
 * archived ones included, is refused (409) like a faculty with parents; the foreign key is
 * "restrict" as a backstop. The parent row is locked first, and creating or moving an education
 * locks it FOR SHARE, so neither can slip in between the check and the delete.
 */
export async function deleteEducationParent(options: InFaculty & { id: number }): Promise<void> {
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
