import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TLocationUser, TUpdateUserRequest } from '@cp/contracts';
import { callEndpoint } from '@/lib/api';
import { usersQueryKey } from './get-users';

/** A member's names, roles and activation (admin). */
export async function updateUser(
  locationId: number,
  userId: number,
  input: TUpdateUserRequest,
): Promise<TLocationUser> {
  const params = { location: locationId, user: userId };
  return (await callEndpoint('updateLocationUser', { params, body: input })).data;
}

export function useUpdateUser(locationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, input }: { userId: number; input: TUpdateUserRequest }) =>
      updateUser(locationId, userId, input),
    // The dialog explains invalid data and the self/last-admin rules itself.
    meta: { handlesStatus: [404, 409, 422] },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: usersQueryKey(locationId) });
      // The admin may have edited their own name.
      await queryClient.invalidateQueries({ queryKey: ['auth', 'me'] });
    },
  });
}
