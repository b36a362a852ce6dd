import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TLicense, TLicenseInput } from '@cp/contracts';
import { callEndpoint } from '@/lib/api';
import { licensesQueryKey } from './get-licenses';

/** Changes a license (platform administrator). */
export async function updateLicense(
  locationId: number,
  licenseId: number,
  input: TLicenseInput,
): Promise<TLicense> {
  const params = { location: locationId, license: licenseId };
  return (await callEndpoint('updateLicense', { params, body: input })).data;
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
