import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCurrentUser } from '@cp/contracts';
import { callEndpoint } from '@/lib/api';
import { meQueryKey } from '@/lib/current-user';

/** "Join": accepts the invitation and signs in, like a login. */
export async function acceptSsoJoin(token: string): Promise<TCurrentUser> {
  return (await callEndpoint('acceptSsoJoin', { params: { token } })).data;
}

/** "Not now": forgets the step; nothing is joined and nobody is signed in. */
export async function declineSsoJoin(token: string): Promise<void> {
  await callEndpoint('declineSsoJoin', { params: { token } });
}

export function useAcceptSsoJoin(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => acceptSsoJoin(token),
    // Expired or withdrawn (404) and a switched-off account (403) are explained on the page.
    meta: { handlesStatus: [403, 404, 429] },
    onSuccess: (user) => {
      // A new session: nothing cached for a previous user may survive.
      queryClient.clear();
      queryClient.setQueryData(meQueryKey, user);
    },
  });
}

export function useDeclineSsoJoin(token: string) {
  return useMutation({
    mutationFn: () => declineSsoJoin(token),
    meta: { handlesStatus: [404, 429] },
  });
}
