import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TInvitation } from '@cp/contracts';
import { apiRequest } from '@/lib/api';

export const invitationsQueryKey = (locationId: number) =>
  ['locations', locationId, 'invitations'] as const;

/** `GET locations/:location/invitations`: the open invitations (admin). */
export async function getInvitations(
  locationId: number,
  signal?: AbortSignal,
): Promise<TInvitation[]> {
  return (
    await apiRequest(`locations/${locationId}/invitations`, {
      schema: (s) => s.ZInvitationListResponseSchema,
      signal,
    })
  ).data;
}

export const invitationsQueryOptions = (locationId: number) =>
  queryOptions({
    queryKey: invitationsQueryKey(locationId),
    queryFn: ({ signal }) => getInvitations(locationId, signal),
  });

export const useInvitations = (locationId: number) => useQuery(invitationsQueryOptions(locationId));
