import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSsoSettings } from '@cp/contracts';
import { apiRequest } from '@/lib/api';

export const ssoSettingsQueryKey = (location: number) => ['locations', location, 'sso'] as const;

/** `GET locations/:location/sso` (admin of the location, platform admin). */
export async function getSsoSettings(
  location: number,
  signal?: AbortSignal,
): Promise<TSsoSettings> {
  return (
    await apiRequest(`locations/${location}/sso`, {
      schema: (s) => s.ZSsoSettingsResponseSchema,
      signal,
    })
  ).data;
}

export const ssoSettingsQueryOptions = (location: number) =>
  queryOptions({
    queryKey: ssoSettingsQueryKey(location),
    queryFn: ({ signal }) => getSsoSettings(location, signal),
  });

export const useSsoSettings = (location: number) => useQuery(ssoSettingsQueryOptions(location));
