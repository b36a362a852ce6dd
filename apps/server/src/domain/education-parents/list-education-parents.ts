import { eq } from 'drizzle-orm';
import type { TEducationParent } from '@cp/contracts';
import { educationParents } from '../../db/schema';
import { requireFaculty } from '../faculties/require-faculty';
import { selectParents } from './education-parent-answer';
import type { InFaculty } from './require-education-parent';

export async function listEducationParents(options: InFaculty): Promise<TEducationParent[]> {
  const { db, facultyId } = options;
  await requireFaculty(options);
  return selectParents(db, eq(educationParents.facultyId, facultyId));
}
