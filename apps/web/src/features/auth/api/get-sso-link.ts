import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSsoPendingLink } from '@cp/contracts';
import { callEndpoint } from '@/lib/api';

/** The account a school account is about to be linked to (public). */
export async function getSsoLink(token: string, signal?: AbortSignal): Promise<TSsoPendingLink> {
  return (await callEndpoint('getSsoLink', { params: { token }, signal })).data;
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
