import { eq } from 'drizzle-orm';
import type { TYearContentState } from '@cp/contracts';
import { educationYears } from '../../db/schema';
import { requireEducation, type EducationLookup } from './require-education';
import { yearContentStates } from './year-content';

/**
 * GET .../educations/:education/years: each year (by position) with whether it holds content,
 * so the copy dialog offers only empty targets; 404 for an education of another location or in
 * the archive.
 */
export async function listYearContentStates(
  options: EducationLookup,
): Promise<TYearContentState[]> {
  const education = await requireEducation(options);
  return yearContentStates(options.db, eq(educationYears.educationId, education.id));
}
