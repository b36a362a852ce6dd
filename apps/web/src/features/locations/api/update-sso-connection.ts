import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSsoConnectionInput, TSsoProvider, TSsoSettings } from '@cp/contracts';
import { apiRequest } from '@/lib/api';
import { ssoSettingsQueryKey } from './get-sso-settings';

/** `PUT locations/:location/sso/:provider`: connect or change one provider; answers all settings. */
export async function updateSsoConnection(
  location: number,
  provider: TSsoProvider,
  input: TSsoConnectionInput,
): Promise<TSsoSettings> {
  return (
    await apiRequest(`locations/${location}/sso/${provider}`, {
      method: 'PUT',
      body: input,
      schema: (s) => s.ZSsoSettingsResponseSchema,
    })
  ).data;
}

export function useUpdateSsoConnection(location: number, provider: TSsoProvider) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TSsoConnectionInput) => updateSsoConnection(location, provider, input),
    // The form shows the field errors.
    meta: { handlesStatus: [422] },
    onSuccess: (settings) => queryClient.setQueryData(ssoSettingsQueryKey(location), settings),
  });
}
