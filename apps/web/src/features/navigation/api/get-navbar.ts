import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TNavbar } from '@cp/contracts';
import { apiRequest } from '@/lib/api';

/** `GET location/user/{location}`, or `GET location/user` while no location is chosen (SPEC §7). */
export async function getNavbar(location: string | null, signal?: AbortSignal): Promise<TNavbar> {
  const path = location ? `location/user/${encodeURIComponent(location)}` : 'location/user';
  return (await apiRequest(path, { schema: (s) => s.ZNavbarResponseSchema, signal })).data;
}

export const navbarQueryOptions = (location: string | null) =>
  queryOptions({
    queryKey: ['navbar', location ?? 'none'] as const,
    queryFn: ({ signal }) => getNavbar(location, signal),
    staleTime: 5 * 60_000,
  });

export const useNavbar = (location: string | null, enabled = true) =>
  useQuery({ ...navbarQueryOptions(location), enabled });
