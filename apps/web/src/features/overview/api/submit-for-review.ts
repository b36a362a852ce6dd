import type { TEducation, TSubmitForReview } from '@cp/contracts';
import { apiRequest } from '@/lib/api';
import { educationPath } from '@/lib/education-queries';
import { useEducationMutation } from './use-education-mutation';

/** `POST .../submit`: ask for a review (optionally of named members). */
export async function submitForReview(
  location: string,
  education: string,
  input: TSubmitForReview,
): Promise<TEducation> {
  return (
    await apiRequest(`${educationPath(location, education)}/submit`, {
      method: 'POST',
      body: input,
      schema: (s) => s.ZEducationResponseSchema,
    })
  ).data;
}

export const useSubmitForReview = (location: string, education: string) =>
  useEducationMutation(location, education, (input: TSubmitForReview) =>
    submitForReview(location, education, input),
  );
