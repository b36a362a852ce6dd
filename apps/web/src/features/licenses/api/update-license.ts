import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TLicense, TLicenseInput } from '@cp/contracts';
import { apiRequest } from '@/lib/api';
import { licensesQueryKey } from './get-licenses';

/** `PUT locations/:location/licenses/:license` (platform administrator). */
export async function updateLicense(
  locationId: number,
  licenseId: number,
  input: TLicenseInput,
): Promise<TLicense> {
  return (
    await apiRequest(`locations/${locationId}/licenses/${licenseId}`, {
      method: 'PUT',
      body: input,
      schema: (s) => s.ZLicenseResponseSchema,
    })
  ).data;
}

export function useUpdateLicense(locationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: TLicenseInput }) =>
      updateLicense(locationId, id, input),
    meta: { handlesStatus: [404, 422] },
    onSettled: () => queryClient.invalidateQueries({ queryKey: licensesQueryKey(locationId) }),
  });
}
