import type { TEducation } from '@cp/contracts';
import { apiRequest } from '@/lib/api';
import { educationPath } from '@/lib/education-queries';
import { useEducationMutation } from './use-education-mutation';

/** `POST .../approve`: the caller approves; the second approval makes it active. */
export async function approveEducation(location: string, education: string): Promise<TEducation> {
  return (
    await apiRequest(`${educationPath(location, education)}/approve`, {
      method: 'POST',
      schema: (s) => s.ZEducationResponseSchema,
    })
  ).data;
}

export const useApproveEducation = (location: string, education: string) =>
  useEducationMutation(location, education, () => approveEducation(location, education));
