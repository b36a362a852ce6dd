import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TDesign } from '@cp/contracts';
import { apiRequest } from '@/lib/api';
import { educationPath, educationQueryKey } from '@/lib/education-queries';

/*
 * The design the plan places: its clusters (titles, colours, default widths), elective subjects
 * and goals. Features do not import each other (eslint), so this is the plan's own reader of
 * `GET .../design`. It has its own key beside the design screen's
 * (`['educations', location, education, 'design']`), because it reloads on other occasions: a
 * live update that changed only the plan (`part: 'plan'`) leaves it alone (`keepOnPlanChange`),
 * while the design screen reloads for the plan counts in its delete warnings. It starts from the
 * design screen's copy when there is one, so switching screens shows the plan at once.
 */

const planDesignQueryKey = (location: string, education: string) =>
  [...educationQueryKey(location, education), 'plan-design'] as const;

const designScreenKey = (location: string, education: string) =>
  [...educationQueryKey(location, education), 'design'] as const;

export function usePlanDesign(location: string, education: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: planDesignQueryKey(location, education),
    queryFn: async ({ signal }): Promise<TDesign> =>
      (
        await apiRequest(`${educationPath(location, education)}/design`, {
          schema: (s) => s.ZDesignResponseSchema,
          signal,
        })
      ).data,
    initialData: () => queryClient.getQueryData<TDesign>(designScreenKey(location, education)),
    initialDataUpdatedAt: () =>
      queryClient.getQueryState(designScreenKey(location, education))?.dataUpdatedAt,
    meta: { handlesStatus: [403, 404], keepOnPlanChange: true },
  });
}
