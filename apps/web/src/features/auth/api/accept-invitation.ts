import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAcceptInvitationRequest, TCurrentUser } from '@cp/contracts';
import { apiRequest } from '@/lib/api';
import { invitationLinkPath } from './check-invitation';
import { meQueryKey } from '@/lib/current-user';

/** `POST invitations/:email/:token/accept`: creates or joins the account and signs in. */
export async function acceptInvitation(
  email: string,
  token: string,
  input: TAcceptInvitationRequest,
): Promise<TCurrentUser> {
  return (
    await apiRequest(`${invitationLinkPath(email, token)}/accept`, {
      method: 'POST',
      body: input,
      schema: (s) => s.ZMeResponseSchema,
    })
  ).data;
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
