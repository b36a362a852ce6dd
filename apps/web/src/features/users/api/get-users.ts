import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TLocationUser } from '@cp/contracts';
import { callEndpoint } from '@/lib/api';

export const usersQueryKey = (locationId: number) => ['locations', locationId, 'users'] as const;

/** The members of the location, filtered by `search` unless it is empty (admin). */
export async function getUsers(
  locationId: number,
  search: string,
  signal?: AbortSignal,
): Promise<TLocationUser[]> {
  // An empty search sends no `?search=` at all, as before.
  const query = search ? { search } : {};
  return (
    await callEndpoint('listLocationUsers', { params: { location: locationId }, query, signal })
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
