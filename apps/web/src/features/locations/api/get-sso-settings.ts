import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSsoSettings } from '@cp/contracts';
import { callEndpoint } from '@/lib/api';

export const ssoSettingsQueryKey = (location: number) => ['locations', location, 'sso'] as const;

/** The location's single sign-on settings (admin of the location, platform admin). */
export async function getSsoSettings(
  location: number,
  signal?: AbortSignal,
): Promise<TSsoSettings> {
  return (await callEndpoint('getSsoSettings', { params: { location }, signal })).data;
}

export const ssoSettingsQueryOptions = (location: number) =>
  queryOptions({
    queryKey: ssoSettingsQueryKey(location),
    queryFn: ({ signal }) => getSsoSettings(location, signal),
  });

export const useSsoSettings = (location: number) => useQuery(ssoSettingsQueryOptions(location));
