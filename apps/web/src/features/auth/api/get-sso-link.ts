import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSsoPendingLink } from '@cp/contracts';
import { apiRequest } from '@/lib/api';

/** `GET auth/sso/links/:token` (public): the account a school account is about to be linked to. */
export async function getSsoLink(token: string, signal?: AbortSignal): Promise<TSsoPendingLink> {
  return (
    await apiRequest(`auth/sso/links/${encodeURIComponent(token)}`, {
      schema: (s) => s.ZSsoPendingLinkResponseSchema,
      signal,
    })
  ).data;
}

export const ssoLinkQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['auth', 'sso', 'link', token] as const,
    queryFn: ({ signal }) => getSsoLink(token, signal),
    // 404: expired or unknown; the page says so and offers to start again.
    meta: { handlesStatus: [404, 429] },
    retry: false,
  });

export const useSsoLink = (token: string) => useQuery(ssoLinkQueryOptions(token));
