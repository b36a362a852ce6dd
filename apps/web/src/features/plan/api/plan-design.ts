import { useQuery, useQueryClient } from '@tanstack/react-query';
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

export function usePlanDesign(location: string, education: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: planDesignQueryKey(location, education),
    queryFn: ({ signal }) => getDesign(location, education, signal),
    initialData: () => queryClient.getQueryData<TDesign>(designQueryKey(location, education)),
    initialDataUpdatedAt: () =>
      queryClient.getQueryState(designQueryKey(location, education))?.dataUpdatedAt,
    meta: { handlesStatus: [403, 404], keepOnPlanChange: true },
  });
}
