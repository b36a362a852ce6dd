import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TChangePasswordRequest, TCurrentUser, TUpdateProfileRequest } from '@cp/contracts';
import { callEndpoint } from '@/lib/api';
import { meQueryKey } from '@/lib/current-user';

/** Changes the own name; answers the updated user. */
export async function updateProfile(input: TUpdateProfileRequest): Promise<TCurrentUser> {
  return (await callEndpoint('updateOwnProfile', { body: input })).data;
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => queryClient.setQueryData(meQueryKey, user),
  });
}

/** Changes the own password: this session stays; the user's other sessions end. */
export async function changePassword(input: TChangePasswordRequest): Promise<void> {
  await callEndpoint('changeOwnPassword', { body: input });
}

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
