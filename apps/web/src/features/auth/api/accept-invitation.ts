import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAcceptInvitationRequest, TCurrentUser } from '@cp/contracts';
import { callEndpoint } from '@/lib/api';
import { meQueryKey } from '@/lib/current-user';

/** Accepts an invitation: creates or joins the account and signs in. */
export async function acceptInvitation(
  email: string,
  token: string,
  input: TAcceptInvitationRequest,
): Promise<TCurrentUser> {
  return (await callEndpoint('acceptInvitation', { params: { email, token }, body: input })).data;
}

export function useAcceptInvitation(email: string, token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TAcceptInvitationRequest) => acceptInvitation(email, token, input),
    meta: { handlesStatus: [404, 422, 429] },
    onSuccess: (user) => {
      // A new session: nothing cached for a previous user may survive.
      queryClient.clear();
      queryClient.setQueryData(meQueryKey, user);
    },
  });
}
