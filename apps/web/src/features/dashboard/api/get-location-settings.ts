import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TLocationDetails } from '@cp/contracts';
import { apiRequest } from '@/lib/api';

/**
 * `GET locations/:location`: the settings a new education follows (default weeks, whether
 * flexible educations are allowed). Same key and answer as the locations feature.
 */
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

export const useLocationSettings = (location: number) =>
  useQuery(
    queryOptions({
      queryKey: ['locations', location] as const,
      queryFn: ({ signal }) => getLocationSettings(location, signal),
      staleTime: 5 * 60_000,
      meta: { handlesStatus: [403, 404] },
    }),
  );
