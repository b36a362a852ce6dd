import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TInvitation } from '@cp/contracts';
import { callEndpoint } from '@/lib/api';

export const invitationsQueryKey = (locationId: number) =>
  ['locations', locationId, 'invitations'] as const;

/** The location's open invitations (admin). */
export async function getInvitations(
  locationId: number,
  signal?: AbortSignal,
): Promise<TInvitation[]> {
  return (await callEndpoint('listInvitations', { params: { location: locationId }, signal })).data;
}

export const invitationsQueryOptions = (locationId: number) =>
  queryOptions({
    queryKey: invitationsQueryKey(locationId),
    queryFn: ({ signal }) => getInvitations(locationId, signal),
  });

export const useInvitations = (locationId: number) => useQuery(invitationsQueryOptions(locationId));
