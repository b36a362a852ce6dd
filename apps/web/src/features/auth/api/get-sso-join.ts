import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSsoPendingJoin } from '@cp/contracts';
import { callEndpoint } from '@/lib/api';

/** The school that invites the person who just signed in (public, this browser only). */
export async function getSsoJoin(token: string, signal?: AbortSignal): Promise<TSsoPendingJoin> {
  return (await callEndpoint('getSsoJoin', { params: { token }, signal })).data;
}

export const ssoJoinQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['auth', 'sso', 'join', token] as const,
    queryFn: ({ signal }) => getSsoJoin(token, signal),
    // 404: expired, used, another browser, or the invitation is gone; the page says which.
    meta: { handlesStatus: [404, 429] },
    retry: false,
  });

export const useSsoJoin = (token: string) => useQuery(ssoJoinQueryOptions(token));
