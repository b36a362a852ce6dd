import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TMember } from '@cp/contracts';
import { callEndpoint } from '@/lib/api';

export const membersQueryKey = (location: string) => ['locations', location, 'members'] as const;

/** The members of the location: who can be asked to review. */
export async function getMembers(location: string, signal?: AbortSignal): Promise<TMember[]> {
  return (await callEndpoint('listLocationMembers', { params: { location }, signal })).data;
}

export const membersQueryOptions = (location: string) =>
  queryOptions({
    queryKey: membersQueryKey(location),
    queryFn: ({ signal }) => getMembers(location, signal),
  });

export const useMembers = (location: string, enabled: boolean) =>
  useQuery({ ...membersQueryOptions(location), enabled });
