import type { TDesign } from '@cp/contracts';
import { apiRequest } from '@/lib/api';
import { educationPath, educationQueryKey } from '@/lib/education-queries';

/*
 * The whole design of one education in one request (docs/design.md), read by the design screen
 * and by the plan screen (which places its clusters). Both features use these, under the
 * education's key, so a live update of the education reaches them.
 */

/** The design screen's key; the plan screen keeps its own copy (features/plan/api/plan-design). */
export const designQueryKey = (location: string, education: string) =>
  [...educationQueryKey(location, education), 'design'] as const;

export const designPath = (location: string, education: string) =>
  `${educationPath(location, education)}/design`;

/** `GET locations/:location/educations/:education/design`. */
export async function getDesign(
  location: string,
  education: string,
  signal?: AbortSignal,
): Promise<TDesign> {
  return (
    await apiRequest(designPath(location, education), {
      schema: (s) => s.ZDesignResponseSchema,
      signal,
    })
  ).data;
}
