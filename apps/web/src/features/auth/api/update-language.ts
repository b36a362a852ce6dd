import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCurrentUser, TLanguage } from '@cp/contracts';
import { callEndpoint } from '@/lib/api';
import { meQueryKey } from '@/lib/current-user';

/** Stores the language choice in the account; answers the updated user. */
export async function updateLanguage(language: TLanguage): Promise<TCurrentUser> {
  return (await callEndpoint('updateOwnLanguage', { body: { language } })).data;
}

export function useUpdateLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLanguage,
    onSuccess: (user) => queryClient.setQueryData(meQueryKey, user),
  });
}
