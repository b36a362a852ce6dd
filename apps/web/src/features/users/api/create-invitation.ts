import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCreateInvitationRequest, TInvitation } from '@cp/contracts';
import { callEndpoint } from '@/lib/api';
import { invitationsQueryKey } from './get-invitations';

/** Invites an address with roles; the mail goes out. */
export async function createInvitation(
  locationId: number,
  input: TCreateInvitationRequest,
): Promise<TInvitation> {
  return (await callEndpoint('createInvitation', { params: { location: locationId }, body: input }))
    .data;
}

export function useCreateInvitation(locationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TCreateInvitationRequest) => createInvitation(locationId, input),
    // 422: the form shows why; 502: the mail could not be sent (the toast of docs/organisation.md
    // "Users and invitations").
    meta: { handlesStatus: [422, 502] },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationsQueryKey(locationId) }),
  });
}
