import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TLocation } from '@cp/contracts';
import { callEndpoint } from '@/lib/api';

export const locationsQueryKey = ['locations'] as const;

/** The caller's locations (all of them for the platform administrator). */
export async function getLocations(signal?: AbortSignal): Promise<TLocation[]> {
  return (await callEndpoint('listLocations', { signal })).data;
}

export const locationsQueryOptions = () =>
  queryOptions({
    queryKey: locationsQueryKey,
    queryFn: ({ signal }) => getLocations(signal),
    staleTime: 5 * 60_000,
  });

export const useLocations = (enabled = true) => useQuery({ ...locationsQueryOptions(), enabled });
