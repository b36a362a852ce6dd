import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSsoProvidersResponse } from '@cp/contracts';
import { callEndpoint } from '@/lib/api';

export type TSsoProviders = TSsoProvidersResponse['data'];

/** Which school-account buttons the login page shows (public), for a school domain if known. */
export async function getSsoProviders(
  domain: string | null,
  signal?: AbortSignal,
): Promise<TSsoProviders> {
  return (
    await callEndpoint('listSsoProviders', { query: { domain: domain || undefined }, signal })
  ).data;
}

export const ssoProvidersQueryOptions = (domain: string | null) =>
  queryOptions({
    queryKey: ['auth', 'sso', 'providers', domain ?? ''] as const,
    queryFn: ({ signal }) => getSsoProviders(domain, signal),
    staleTime: 5 * 60_000,
    // Without the answer the login page still works with the password form: no toast.
    meta: { handlesStatus: [404, 429, 500, 502, 503] },
  });

export const useSsoProviders = (domain: string | null) =>
  useQuery(ssoProvidersQueryOptions(domain));
