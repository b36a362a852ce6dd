import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TInvitationCheck } from '@cp/contracts';
import { callEndpoint } from '@/lib/api';

/** Can this invitation link be used, and for which location? */
export async function checkInvitation(
  email: string,
  token: string,
  signal?: AbortSignal,
): Promise<TInvitationCheck> {
  return (await callEndpoint('checkInvitation', { params: { email, token }, signal })).data;
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
