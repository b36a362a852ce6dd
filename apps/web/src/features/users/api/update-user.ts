import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TLocationUser, TUpdateUserRequest } from '@cp/contracts';
import { apiRequest } from '@/lib/api';
import { usersQueryKey } from './get-users';

/** `PUT locations/:location/users/:user`: names, roles and activation. */
export async function updateUser(
  locationId: number,
  userId: number,
  input: TUpdateUserRequest,
): Promise<TLocationUser> {
  return (
    await apiRequest(`locations/${locationId}/users/${userId}`, {
      method: 'PUT',
      body: input,
      schema: (s) => s.ZLocationUserResponseSchema,
    })
  ).data;
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
