import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TLicense, TLicenseInput } from '@cp/contracts';
import { apiRequest } from '@/lib/api';
import { licensesQueryKey } from './get-licenses';

/** `POST locations/:location/licenses` (platform administrator). */
export async function createLicense(locationId: number, input: TLicenseInput): Promise<TLicense> {
  return (
    await apiRequest(`locations/${locationId}/licenses`, {
      method: 'POST',
      body: input,
      schema: (s) => s.ZLicenseResponseSchema,
    })
  ).data;
}

export function useCreateLicense(locationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TLicenseInput) => createLicense(locationId, input),
    // The form shows invalid data (among which an overlapping period) itself.
    meta: { handlesStatus: [422] },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: licensesQueryKey(locationId) }),
  });
}
