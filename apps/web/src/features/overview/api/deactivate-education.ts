import type { TEducation } from '@cp/contracts';
import { apiRequest } from '@/lib/api';
import { educationPath } from '@/lib/education-queries';
import { useEducationMutation } from './use-education-mutation';

/** `POST .../deactivate`: active -> designing, changeable again. */
export async function deactivateEducation(
  location: string,
  education: string,
): Promise<TEducation> {
  return (
    await apiRequest(`${educationPath(location, education)}/deactivate`, {
      method: 'POST',
      schema: (s) => s.ZEducationResponseSchema,
    })
  ).data;
}

export const useDeactivateEducation = (location: string, education: string) =>
  useEducationMutation(location, education, () => deactivateEducation(location, education));
