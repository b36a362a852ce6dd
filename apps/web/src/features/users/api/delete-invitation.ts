import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { invitationsQueryKey } from './get-invitations';

/** `DELETE locations/:location/invitations/:id`: the invitation expires; its link stops working. */
export async function deleteInvitation(locationId: number, invitationId: number): Promise<void> {
  await apiRequest(`locations/${locationId}/invitations/${invitationId}`, {
    method: 'DELETE',
    schema: (s) => s.ZEmptyResponseSchema,
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
