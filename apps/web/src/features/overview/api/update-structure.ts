import type { TEducation, TStructureInput } from '@cp/contracts';
import { apiRequest } from '@/lib/api';
import { educationPath } from '@/lib/education-queries';
import { useEducationMutation } from './use-education-mutation';

/**
 * `PUT .../educations/:education/structure`: the whole wanted structure; parts with an id are
 * kept, parts without one added, parts left out removed.
 */
export async function updateStructure(
  location: string,
  education: string,
  input: TStructureInput,
): Promise<TEducation> {
  return (
    await apiRequest(`${educationPath(location, education)}/structure`, {
      method: 'PUT',
      body: input,
      schema: (s) => s.ZEducationResponseSchema,
    })
  ).data;
}

export const useUpdateStructure = (location: string, education: string) =>
  useEducationMutation(location, education, (input: TStructureInput) =>
    updateStructure(location, education, input),
  );
