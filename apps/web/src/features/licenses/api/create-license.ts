import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TLicense, TLicenseInput } from '@cp/contracts';
import { callEndpoint } from '@/lib/api';
import { licensesQueryKey } from './get-licenses';

/** Grants a license to a location (platform administrator). */
export async function createLicense(locationId: number, input: TLicenseInput): Promise<TLicense> {
  return (await callEndpoint('createLicense', { params: { location: locationId }, body: input }))
    .data;
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
