import type { TEducation } from '@cp/contracts';
import { apiRequest } from '@/lib/api';
import { educationPath } from '@/lib/education-queries';
import { useEducationMutation } from './use-education-mutation';

/** `POST .../stop-review`: back to designing, approvals cleared. */
export async function stopReview(location: string, education: string): Promise<TEducation> {
  return (
    await apiRequest(`${educationPath(location, education)}/stop-review`, {
      method: 'POST',
      schema: (s) => s.ZEducationResponseSchema,
    })
  ).data;
}

export const useStopReview = (location: string, education: string) =>
  useEducationMutation(location, education, () => stopReview(location, education));
