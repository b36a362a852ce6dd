import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TMember } from '@cp/contracts';
import { apiRequest } from '@/lib/api';

export const membersQueryKey = (location: string) => ['locations', location, 'members'] as const;

/** `GET locations/:location/members`: who can be asked to review. */
export async function getMembers(location: string, signal?: AbortSignal): Promise<TMember[]> {
  return (
    await apiRequest(`locations/${location}/members`, {
      schema: (s) => s.ZMemberListResponseSchema,
      signal,
    })
  ).data;
}

export const membersQueryOptions = (location: string) =>
  queryOptions({
    queryKey: membersQueryKey(location),
    queryFn: ({ signal }) => getMembers(location, signal),
  });

export const useMembers = (location: string, enabled: boolean) =>
  useQuery({ ...membersQueryOptions(location), enabled });
