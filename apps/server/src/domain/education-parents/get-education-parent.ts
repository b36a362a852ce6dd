import { parentById } from './education-parent-answer';
import { requireEducationParent, type InFaculty } from './require-education-parent';

export async function getEducationParent(options: InFaculty & { id: number }) {
  const parent = await requireEducationParent(options);
  return parentById(options.db, parent.id);
}
