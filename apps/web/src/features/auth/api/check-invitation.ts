import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TInvitationCheck } from '@cp/contracts';
import { apiRequest } from '@/lib/api';

export const invitationLinkPath = (email: string, token: string) =>
  `invitations/${encodeURIComponent(email)}/${encodeURIComponent(token)}`;

/** `GET invitations/:email/:token`: can this link be used, and for which location? */
export async function checkInvitation(
  email: string,
  token: string,
  signal?: AbortSignal,
): Promise<TInvitationCheck> {
  return (
    await apiRequest(invitationLinkPath(email, token), {
      schema: (s) => s.ZInvitationCheckResponseSchema,
      signal,
    })
  ).data;
}

export const invitationCheckQueryOptions = (email: string, token: string) =>
  queryOptions({
    queryKey: ['invitations', email, token] as const,
    queryFn: ({ signal }) => checkInvitation(email, token, signal),
    staleTime: Infinity,
    meta: { handlesStatus: [429] },
  });

export const useInvitationCheck = (email: string, token: string) =>
  useQuery(invitationCheckQueryOptions(email, token));
