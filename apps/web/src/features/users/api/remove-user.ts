import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api';
import { usersQueryKey } from './get-users';

/** Removes the user from the location (admin). */
export async function removeUser(locationId: number, userId: number): Promise<void> {
  await callEndpoint('removeLocationUser', { params: { location: locationId, user: userId } });
}

export function useRemoveUser(locationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => removeUser(locationId, userId),
    meta: { handlesStatus: [404, 409] },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey(locationId) }),
  });
}
