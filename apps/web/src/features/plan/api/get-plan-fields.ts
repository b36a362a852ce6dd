import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPlanFields } from '@cp/contracts';
import { apiRequest } from '@/lib/api';

export const planFieldsQueryKey = (locationId: number) => ['planFields', locationId] as const;

/** `GET locations/:location/plan-fields`: every optional plan field -> visible. */
export async function getPlanFields(
  locationId: number,
  signal?: AbortSignal,
): Promise<TPlanFields> {
  return (
    await apiRequest(`locations/${locationId}/plan-fields`, {
      schema: (s) => s.ZPlanFieldsResponseSchema,
      signal,
    })
  ).data;
}

export const planFieldsQueryOptions = (locationId: number) =>
  queryOptions({
    queryKey: planFieldsQueryKey(locationId),
    queryFn: ({ signal }) => getPlanFields(locationId, signal),
  });

export const usePlanFields = (locationId: number) => useQuery(planFieldsQueryOptions(locationId));
