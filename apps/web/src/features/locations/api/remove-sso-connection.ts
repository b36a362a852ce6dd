import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSsoProvider, TSsoSettings } from '@cp/contracts';
import { callEndpoint } from '@/lib/api';
import { ssoSettingsQueryKey } from './get-sso-settings';

/** Forgets a provider's connection, secret included; answers all settings. */
export async function removeSsoConnection(
  location: number,
  provider: TSsoProvider,
): Promise<TSsoSettings> {
  return (await callEndpoint('removeSsoConnection', { params: { location, provider } })).data;
}

export function useRemoveSsoConnection(location: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (provider: TSsoProvider) => removeSsoConnection(location, provider),
    // Refused because password sign-in is off and this is the last connection: said in the dialog.
    meta: { handlesStatus: [409, 422] },
    onSuccess: (settings) => queryClient.setQueryData(ssoSettingsQueryKey(location), settings),
  });
}
