import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSsoProvider, TSsoSettings } from '@cp/contracts';
import { apiRequest } from '@/lib/api';
import { ssoSettingsQueryKey } from './get-sso-settings';

/** `DELETE locations/:location/sso/:provider`: forget the connection, secret included. */
export async function removeSsoConnection(
  location: number,
  provider: TSsoProvider,
): Promise<TSsoSettings> {
  return (
    await apiRequest(`locations/${location}/sso/${provider}`, {
      method: 'DELETE',
      schema: (s) => s.ZSsoSettingsResponseSchema,
    })
  ).data;
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
