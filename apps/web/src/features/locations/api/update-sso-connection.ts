import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSsoConnectionInput, TSsoProvider, TSsoSettings } from '@cp/contracts';
import { callEndpoint } from '@/lib/api';
import { ssoSettingsQueryKey } from './get-sso-settings';

/** Connects or changes one provider; answers all settings. */
export async function updateSsoConnection(
  location: number,
  provider: TSsoProvider,
  input: TSsoConnectionInput,
): Promise<TSsoSettings> {
  return (await callEndpoint('saveSsoConnection', { params: { location, provider }, body: input }))
    .data;
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
