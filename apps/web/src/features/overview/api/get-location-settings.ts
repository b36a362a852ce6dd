import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TLocationDetails } from '@cp/contracts';
import { apiRequest } from '@/lib/api';

/*
 * The same key and answer as the locations feature's `GET locations/:location` (features do not
 * import each other), so both share one cache entry: here only `allowFlexible` is read.
 */
export const locationSettingsQueryKey = (location: number) => ['locations', location] as const;

export async function getLocationSettings(
  location: number,
  signal?: AbortSignal,
): Promise<TLocationDetails> {
  return (
    await apiRequest(`locations/${location}`, {
      schema: (s) => s.ZLocationDetailsResponseSchema,
      signal,
    })
  ).data;
}

export const locationSettingsQueryOptions = (location: number) =>
  queryOptions({
    queryKey: locationSettingsQueryKey(location),
    queryFn: ({ signal }) => getLocationSettings(location, signal),
    staleTime: 5 * 60_000,
    meta: { handlesStatus: [403, 404] },
  });

export const useLocationSettings = (location: number) =>
  useQuery(locationSettingsQueryOptions(location));
