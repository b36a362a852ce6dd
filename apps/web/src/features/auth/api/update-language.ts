import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCurrentUser, TLanguage } from '@cp/contracts';
import { apiRequest } from '@/lib/api';
import { meQueryKey } from '@/lib/current-user';

/** `PUT auth/me/language` stores the choice in the account; answers the updated user. */
export async function updateLanguage(language: TLanguage): Promise<TCurrentUser> {
  return (
    await apiRequest('auth/me/language', {
      method: 'PUT',
      body: { language },
      schema: (s) => s.ZMeResponseSchema,
    })
  ).data;
}

export function useUpdateLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLanguage,
    onSuccess: (user) => queryClient.setQueryData(meQueryKey, user),
  });
}
