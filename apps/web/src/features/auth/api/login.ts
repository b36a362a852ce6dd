import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCurrentUser, TLoginRequest } from '@cp/contracts';
import { callEndpoint } from '@/lib/api';
import { meQueryKey } from '@/lib/current-user';

export async function login(credentials: TLoginRequest): Promise<TCurrentUser> {
  return (await callEndpoint('signIn', { body: credentials })).data;
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    // The form explains wrong credentials, the rate limit and "your school uses single sign-on"
    // (403 `sso_required`) itself.
    meta: { handlesStatus: [401, 403, 429] },
    onSuccess: (user) => {
      // A new session: nothing cached for a previous user may survive.
      queryClient.clear();
      queryClient.setQueryData(meQueryKey, user);
    },
  });
}
