import type { TEducation, TStructureInput } from '@cp/contracts';
import { callEndpoint } from '@/lib/api';
import { useEducationMutation } from './use-education-mutation';

/**
 * The whole wanted structure; parts with an id are kept, parts without one added, parts left out
 * removed.
 */
export async function updateStructure(
  location: string,
  education: string,
  input: TStructureInput,
): Promise<TEducation> {
  return (
    await callEndpoint('updateEducationStructure', {
      params: { location, education },
      body: input,
    })
  ).data;
}

export const useUpdateStructure = (location: string, education: string) =>
  useEducationMutation(location, education, (input: TStructureInput) =>
    updateStructure(location, education, input),
  );
