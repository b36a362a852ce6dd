import type { TDesign } from '@cp/contracts';
import { callEndpoint } from '@/lib/api';
import { educationQueryKey } from '@/lib/education-queries';

/*
 * The whole design of one education in one request (docs/design.md), read by the design screen
 * and by the plan screen (which places its clusters). Both features use these, under the
 * education's key, so a live update of the education reaches them.
 */

/** The design screen's key; the plan screen keeps its own copy (features/plan/api/plan-design). */
export const designQueryKey = (location: string, education: string) =>
  [...educationQueryKey(location, education), 'design'] as const;

/** The whole design (`getDesign`). */
export async function getDesign(
  location: string,
  education: string,
  signal?: AbortSignal,
): Promise<TDesign> {
  return (await callEndpoint('getDesign', { params: { location, education }, signal })).data;
}
