import type { TEducation } from '@cp/contracts';
import { callEndpoint } from '@/lib/api';
import { useEducationMutation } from './use-education-mutation';

/** Active -> designing, changeable again. */
export async function deactivateEducation(
  location: string,
  education: string,
): Promise<TEducation> {
  return (await callEndpoint('deactivateEducation', { params: { location, education } })).data;
}

export const useDeactivateEducation = (location: string, education: string) =>
  useEducationMutation(location, education, () => deactivateEducation(location, education));
