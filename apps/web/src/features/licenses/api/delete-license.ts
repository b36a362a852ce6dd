import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api';
import { licensesQueryKey } from './get-licenses';

/** Removes a license (platform administrator). */
export async function deleteLicense(locationId: number, licenseId: number): Promise<void> {
  await callEndpoint('deleteLicense', { params: { location: locationId, license: licenseId } });
}

export function useDeleteLicense(locationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (licenseId: number) => deleteLicense(locationId, licenseId),
    meta: { handlesStatus: [404] },
    onSettled: () => queryClient.invalidateQueries({ queryKey: licensesQueryKey(locationId) }),
  });
}
