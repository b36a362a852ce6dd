import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TDesign } from '@cp/contracts';
import { apiRequest } from '@/lib/api';
import { educationPath, educationQueryKey } from '@/lib/education-queries';

/*
 * The design the plan places: its clusters (titles, colours, default widths) and elective
 * subjects. Features do not import each other (eslint), so this is the plan's own reader of
 * `GET .../design`, under the very key the design screen uses
 * (`['educations', location, education, 'design']`): both screens share one cache entry, and a
 * live update of the education reloads it with everything else under the education's key.
 */

export const planDesignQueryKey = (location: string, education: string) =>
  [...educationQueryKey(location, education), 'design'] as const;

export const planDesignQueryOptions = (location: string, education: string) =>
  queryOptions({
    queryKey: planDesignQueryKey(location, education),
    queryFn: async ({ signal }): Promise<TDesign> =>
      (
        await apiRequest(`${educationPath(location, education)}/design`, {
          schema: (s) => s.ZDesignResponseSchema,
          signal,
        })
      ).data,
    meta: { handlesStatus: [403, 404] },
  });

export const usePlanDesign = (location: string, education: string) =>
  useQuery(planDesignQueryOptions(location, education));
