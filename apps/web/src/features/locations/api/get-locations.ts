import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TLocation } from '@cp/contracts';
import { apiRequest } from '@/lib/api';

export const locationsQueryKey = ['locations'] as const;

export async function getLocations(signal?: AbortSignal): Promise<TLocation[]> {
  return (await apiRequest('locations', { schema: (s) => s.ZLocationListResponseSchema, signal }))
    .data;
}

export const locationsQueryOptions = () =>
  queryOptions({
    queryKey: locationsQueryKey,
    queryFn: ({ signal }) => getLocations(signal),
    staleTime: 5 * 60_000,
  });

export const useLocations = (enabled = true) => useQuery({ ...locationsQueryOptions(), enabled });
