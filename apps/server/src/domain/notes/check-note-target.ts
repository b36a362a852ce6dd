import { requireEducation, type EducationLookup } from '../educations/require-education';

/**
 * Before a new note's files are received (up to 50 MB): the education exists within the scope
 * and is not archived, else 404 without reading the body. createNote checks it again in its
 * transaction.
 */
export async function checkNoteTarget(options: EducationLookup): Promise<void> {
  await requireEducation(options);
}
