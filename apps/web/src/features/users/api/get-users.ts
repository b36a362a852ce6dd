import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TLocationUser } from '@cp/contracts';
import { apiRequest } from '@/lib/api';

export const usersQueryKey = (locationId: number) => ['locations', locationId, 'users'] as const;

/** `GET locations/:location/users?search=`: the members of the location (admin). */
export async function getUsers(
  locationId: number,
  search: string,
  signal?: AbortSignal,
): Promise<TLocationUser[]> {
  const query = search ? `?search=${encodeURIComponent(search)}` : '';
  return (
    await apiRequest(`locations/${locationId}/users${query}`, {
      schema: (s) => s.ZLocationUserListResponseSchema,
      signal,
    })
  ).data;
}

export const usersQueryOptions = (locationId: number, search: string) =>
  queryOptions({
    queryKey: [...usersQueryKey(locationId), search] as const,
    queryFn: ({ signal }) => getUsers(locationId, search, signal),
    // Typing in the search box keeps the last list on screen until the new one arrives.
    placeholderData: keepPreviousData,
  });

export const useUsers = (locationId: number, search: string) =>
  useQuery(usersQueryOptions(locationId, search));
