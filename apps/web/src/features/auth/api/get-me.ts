import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCurrentUser } from '@cp/contracts';
import { apiRequest } from '@/lib/api';

export const meQueryKey = ['auth', 'me'] as const;

export async function getMe(signal?: AbortSignal): Promise<TCurrentUser> {
  return (await apiRequest('auth/me', { schema: (s) => s.ZMeResponseSchema, signal })).data;
}

export const meQueryOptions = () =>
  queryOptions({
    queryKey: meQueryKey,
    queryFn: ({ signal }) => getMe(signal),
    staleTime: 5 * 60_000,
  });

export const useMe = () => useQuery(meQueryOptions());
