import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api';
import { invitationsQueryKey } from './get-invitations';

/** Withdraws an invitation: it expires, its link stops working. */
export async function deleteInvitation(locationId: number, invitationId: number): Promise<void> {
  await callEndpoint('withdrawInvitation', {
    params: { location: locationId, invitation: invitationId },
  });
}

export function useDeleteInvitation(locationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: number) => deleteInvitation(locationId, invitationId),
    meta: { handlesStatus: [404] },
    onSettled: () => queryClient.invalidateQueries({ queryKey: invitationsQueryKey(locationId) }),
  });
}
