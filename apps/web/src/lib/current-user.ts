import { useQuery } from '@tanstack/react-query';
import type { TCurrentUser, TLocationRole } from '@cp/contracts';

/**
 * The signed-in user as the shell loaded it. The request itself belongs to
 * features/auth/api/get-me.ts (same key); the shell renders no screen before it answered, so
 * screens only read the cache here and never fetch.
 */
const ME_QUERY_KEY = ['auth', 'me'] as const;

export function useCurrentUser(): TCurrentUser | undefined {
  return useQuery<TCurrentUser>({ queryKey: ME_QUERY_KEY, enabled: false }).data;
}

/** The caller's roles at a location (empty when not a member). */
export function rolesAt(user: TCurrentUser | undefined, locationId: number): TLocationRole[] {
  return user?.memberships.find((m) => m.locationId === locationId)?.roles ?? [];
}
