import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TDesign, TDesignKind } from '@cp/contracts';
import { apiRequest } from '@/lib/api';
import { educationPath, educationQueryKey } from '@/lib/education-queries';

/*
 * The whole design of one education in one request (docs/design.md). Under the education's key:
 * a live update of the education (`education_update`) reloads the design too — that is the
 * realtime of this screen.
 */

export const designQueryKey = (location: string, education: string) =>
  [...educationQueryKey(location, education), 'design'] as const;

export const designPath = (location: string, education: string) =>
  `${educationPath(location, education)}/design`;

export const designKindPath = (location: string, education: string, kind: TDesignKind) =>
  `${designPath(location, education)}/${kind}`;

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

export const designQueryOptions = (location: string, education: string) =>
  queryOptions({
    queryKey: designQueryKey(location, education),
    queryFn: ({ signal }) => getDesign(location, education, signal),
    // A removed, archived or foreign education: the screen says so itself.
    meta: { handlesStatus: [403, 404] },
  });

/** Nothing is fetched while `location` or `education` is null. */
export const useDesign = (location: string | null, education: string | null) =>
  useQuery({
    ...designQueryOptions(location ?? '', education ?? ''),
    enabled: location !== null && education !== null,
  });
