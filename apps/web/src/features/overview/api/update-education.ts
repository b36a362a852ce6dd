import type { TEducation, TEducationEdit } from '@cp/contracts';
import { apiRequest } from '@/lib/api';
import { educationPath } from '@/lib/education-queries';
import { useEducationMutation } from './use-education-mutation';

/** `PUT .../educations/:education`: name, type and flexibility (the structure has its own call). */
export async function updateEducation(
  location: string,
  education: string,
  input: TEducationEdit,
): Promise<TEducation> {
  return (
    await apiRequest(educationPath(location, education), {
      method: 'PUT',
      body: input,
      schema: (s) => s.ZEducationResponseSchema,
    })
  ).data;
}

export const useUpdateEducation = (location: string, education: string) =>
  useEducationMutation(location, education, (input: TEducationEdit) =>
    updateEducation(location, education, input),
  );
