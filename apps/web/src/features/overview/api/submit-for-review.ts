import type { TEducation, TSubmitForReview } from '@cp/contracts';
import { callEndpoint } from '@/lib/api';
import { useEducationMutation } from './use-education-mutation';

/** Asks for a review (optionally of named members). */
export async function submitForReview(
  location: string,
  education: string,
  input: TSubmitForReview,
): Promise<TEducation> {
  return (
    await callEndpoint('submitEducationForReview', {
      params: { location, education },
      body: input,
    })
  ).data;
}

export const useSubmitForReview = (location: string, education: string) =>
  useEducationMutation(location, education, (input: TSubmitForReview) =>
    submitForReview(location, education, input),
  );
