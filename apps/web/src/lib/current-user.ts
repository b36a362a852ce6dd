import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCurrentUser, TLocationRole } from '@cp/contracts';
import { callEndpoint } from './api';

/**
 * The signed-in user (`GET auth/me`). Shared code, because the shell, the auth screens and
 * every feature that shows or hides something by role read it; the shell loads it before any
 * screen renders, so screens read it from the cache.
 */
export const meQueryKey = ['auth', 'me'] as const;

export async function getMe(signal?: AbortSignal): Promise<TCurrentUser> {
  return (await callEndpoint('getCurrentUser', { signal })).data;
}

export const meQueryOptions = () =>
  queryOptions({
    queryKey: meQueryKey,
    queryFn: ({ signal }) => getMe(signal),
    staleTime: 5 * 60_000,
  });

export const useMe = () => useQuery(meQueryOptions());

/**
 * `GET auth/session`: the signed-in user or null, for the login page. Not `auth/me`: its 401
 * ("nobody") would be logged in the console on every visit of the login page. Never served from
 * the cache (gcTime 0): right after signing out, a cached user would send the login page straight
 * back into the app, and from there the 401 to "Je bent niet ingelogd" (issue 14).
 */
export async function getSession(signal?: AbortSignal): Promise<TCurrentUser | null> {
  return (await callEndpoint('getSession', { signal })).data;
}

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'session'] as const,
    queryFn: ({ signal }) => getSession(signal),
    staleTime: 0,
    gcTime: 0,
  });

export function useCurrentUser(): TCurrentUser | undefined {
  return useMe().data;
}

/** The caller's roles at a location (empty when not a member). */
export function rolesAt(user: TCurrentUser | undefined, locationId: number): TLocationRole[] {
  return user?.memberships.find((m) => m.location_id === locationId)?.roles ?? [];
}
