import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCurrentUser, TSsoConfirmLinkRequest } from '@cp/contracts';
import { callEndpoint } from '@/lib/api';
import { meQueryKey } from '@/lib/current-user';

/** Confirms a school-account link with the account's password: links and signs in, like login. */
export async function confirmSsoLink(
  token: string,
  input: TSsoConfirmLinkRequest,
): Promise<TCurrentUser> {
  return (await callEndpoint('confirmSsoLink', { params: { token }, body: input })).data;
}

export function useConfirmSsoLink(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TSsoConfirmLinkRequest) => confirmSsoLink(token, input),
    // Wrong password (422), throttled (429) and expired (404) are explained on the page.
    meta: { handlesStatus: [404, 422, 429] },
    onSuccess: (user) => {
      // A new session: nothing cached for a previous user may survive.
      queryClient.clear();
      queryClient.setQueryData(meQueryKey, user);
    },
  });
}
