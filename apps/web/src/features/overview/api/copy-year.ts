import type { TCopyYear, TEducation } from '@cp/contracts';
import { apiRequest } from '@/lib/api';
import { educationPath } from '@/lib/education-queries';
import { useEducationMutation } from './use-education-mutation';

/**
 * `POST .../educations/:education/years/:year/copy`: the content of :year into an empty year of
 * this or another education of the same parent.
 */
export async function copyYear(
  location: string,
  education: string,
  year: number,
  input: TCopyYear,
): Promise<TEducation> {
  return (
    await apiRequest(`${educationPath(location, education)}/years/${year}/copy`, {
      method: 'POST',
      body: input,
      schema: (s) => s.ZEducationResponseSchema,
    })
  ).data;
}

export const useCopyYear = (location: string, education: string) =>
  useEducationMutation(location, education, ({ year, ...input }: TCopyYear & { year: number }) =>
    copyYear(location, education, year, input),
  );
