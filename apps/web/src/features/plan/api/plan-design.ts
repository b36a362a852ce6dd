import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TDesign } from '@cp/contracts';
import { designQueryKey, getDesign } from '@/lib/design-queries';
import { educationQueryKey } from '@/lib/education-queries';

/*
 * The design the plan places: its clusters (titles, colours, default widths), elective subjects
 * and goals, read with the shared `getDesign` (lib/design-queries.ts) under its own key beside
 * the design screen's, because it reloads on other occasions: a
 * live update that changed only the plan (`part: 'plan'`) leaves it alone (`keepOnPlanChange`),
 * while the design screen reloads for the plan counts in its delete warnings. It starts from the
 * design screen's copy when there is one, so switching screens shows the plan at once.
 */

const planDesignQueryKey = (location: string, education: string) =>
  [...educationQueryKey(location, education), 'plan-design'] as const;

/** The plan's copy of the design; `client` gives the design screen's copy to start from. */
export const planDesignQueryOptions = (client: QueryClient, location: string, education: string) =>
  queryOptions({
    queryKey: planDesignQueryKey(location, education),
    queryFn: ({ signal }) => getDesign(location, education, signal),
    initialData: () => client.getQueryData<TDesign>(designQueryKey(location, education)),
    initialDataUpdatedAt: () =>
      client.getQueryState(designQueryKey(location, education))?.dataUpdatedAt,
    meta: { handlesStatus: [403, 404], keepOnPlanChange: true },
  });

export function usePlanDesign(location: string, education: string) {
  return useQuery(planDesignQueryOptions(useQueryClient(), location, education));
}
