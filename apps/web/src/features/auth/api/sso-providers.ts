import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSsoProvidersResponse } from '@cp/contracts';
import { apiRequest } from '@/lib/api';

export type TSsoProviders = TSsoProvidersResponse['data'];

/** `GET auth/sso/providers?domain=` (public): which school-account buttons the login page shows. */
export async function getSsoProviders(
  domain: string | null,
  signal?: AbortSignal,
): Promise<TSsoProviders> {
  const query = domain ? `?${new URLSearchParams({ domain }).toString()}` : '';
  return (
    await apiRequest(`auth/sso/providers${query}`, {
      schema: (s) => s.ZSsoProvidersResponseSchema,
      signal,
    })
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
