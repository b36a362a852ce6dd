import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { usersQueryKey } from './get-users';

/** `DELETE locations/:location/users/:user`: removes the user from the location. */
export async function removeUser(locationId: number, userId: number): Promise<void> {
  await apiRequest(`locations/${locationId}/users/${userId}`, {
    method: 'DELETE',
    schema: (s) => s.ZEmptyResponseSchema,
  });
}

export function useRemoveUser(locationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => removeUser(locationId, userId),
    meta: { handlesStatus: [404, 409] },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey(locationId) }),
  });
}
