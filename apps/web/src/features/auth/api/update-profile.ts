import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TChangePasswordRequest, TCurrentUser, TUpdateProfileRequest } from '@cp/contracts';
import { apiRequest } from '@/lib/api';
import { meQueryKey } from '@/lib/current-user';

/** `PUT auth/me`: the own name; answers the updated user. */
export async function updateProfile(input: TUpdateProfileRequest): Promise<TCurrentUser> {
  return (
    await apiRequest('auth/me', {
      method: 'PUT',
      body: input,
      schema: (s) => s.ZMeResponseSchema,
    })
  ).data;
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => queryClient.setQueryData(meQueryKey, user),
  });
}

/** `PUT auth/me/password`: this session stays; the user's other sessions end. */
export async function changePassword(input: TChangePasswordRequest): Promise<void> {
  await apiRequest('auth/me/password', {
    method: 'PUT',
    body: input,
    schema: (s) => s.ZEmptyResponseSchema,
  });
}

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
