import type { TEducation } from '@cp/contracts';
import { callEndpoint } from '@/lib/api';
import { useEducationMutation } from './use-education-mutation';

/** Back to designing, approvals cleared. */
export async function stopReview(location: string, education: string): Promise<TEducation> {
  return (await callEndpoint('stopEducationReview', { params: { location, education } })).data;
}

export const useStopReview = (location: string, education: string) =>
  useEducationMutation(location, education, () => stopReview(location, education));
