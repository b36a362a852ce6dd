import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSsoPasswordLoginInput, TSsoSettings } from '@cp/contracts';
import { callEndpoint } from '@/lib/api';
import { ssoSettingsQueryKey } from './get-sso-settings';

/** Whether the location's users may still sign in with a password; answers all settings. */
export async function updateSsoPasswordLogin(
  location: number,
  input: TSsoPasswordLoginInput,
): Promise<TSsoSettings> {
  return (await callEndpoint('updateSsoPasswordLogin', { params: { location }, body: input })).data;
}

export function useUpdateSsoPasswordLogin(location: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TSsoPasswordLoginInput) => updateSsoPasswordLogin(location, input),
    // 422: why it cannot be switched off yet (no connection on, not linked yourself): shown.
    meta: { handlesStatus: [422] },
    onSuccess: (settings) => queryClient.setQueryData(ssoSettingsQueryKey(location), settings),
  });
}
