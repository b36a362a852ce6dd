import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPlanFields } from '@cp/contracts';
import { callEndpoint } from '@/lib/api';

export const planFieldsQueryKey = (locationId: number) => ['planFields', locationId] as const;

/** Every optional plan field -> visible (`getPlanFields`). */
export async function getPlanFields(
  locationId: number,
  signal?: AbortSignal,
): Promise<TPlanFields> {
  return (await callEndpoint('getPlanFields', { params: { location: locationId }, signal })).data;
}

export const planFieldsQueryOptions = (locationId: number) =>
  queryOptions({
    queryKey: planFieldsQueryKey(locationId),
    queryFn: ({ signal }) => getPlanFields(locationId, signal),
  });

export const usePlanFields = (locationId: number) => useQuery(planFieldsQueryOptions(locationId));
