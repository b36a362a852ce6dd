import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TLocation } from '@cp/contracts';
import { callEndpoint } from '@/lib/api';

/*
 * `GET locations` for the location picker of /admin/licenses. Features do not import each
 * other, so this is the licenses feature's own fetcher; it shares the query key and the answer
 * with features/locations/api/get-locations.ts, so both read one cache entry.
 */
export async function getLocationChoices(signal?: AbortSignal): Promise<TLocation[]> {
  return (await callEndpoint('listLocations', { signal })).data;
}

export const useLocationChoices = () =>
  useQuery(
    queryOptions({
      queryKey: ['locations'] as const,
      queryFn: ({ signal }) => getLocationChoices(signal),
      staleTime: 5 * 60_000,
    }),
  );
