import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCurrentUser, TLocationRole } from '@cp/contracts';
import { apiRequest } from './api';

/**
 * The signed-in user (`GET auth/me`). Shared code, because the shell, the auth screens and
 * every feature that shows or hides something by role read it; the shell loads it before any
 * screen renders, so screens read it from the cache.
 */
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

export function useCurrentUser(): TCurrentUser | undefined {
  return useMe().data;
}

/** The caller's roles at a location (empty when not a member). */
export function rolesAt(user: TCurrentUser | undefined, locationId: number): TLocationRole[] {
  return user?.memberships.find((m) => m.locationId === locationId)?.roles ?? [];
}
