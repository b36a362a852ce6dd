import type { TNote } from '@cp/contracts';
import type { EducationCaller } from '../educations/education-caller';
import { requireEducation, type EducationLookup } from '../educations/require-education';
import { loadNotes } from './read-notes';

/** The education's notes, newest first, each saying whether the caller may change it. */
export async function listNotes(
  options: EducationLookup & { caller: EducationCaller },
): Promise<TNote[]> {
  const { db, caller, scope, educationId } = options;
  const education = await requireEducation({ db, scope, educationId });
  return loadNotes(db, caller, education.id);
}
