import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { licensesQueryKey } from './get-licenses';

/** `DELETE locations/:location/licenses/:license` (platform administrator). */
export async function deleteLicense(locationId: number, licenseId: number): Promise<void> {
  await apiRequest(`locations/${locationId}/licenses/${licenseId}`, {
    method: 'DELETE',
    schema: (s) => s.ZEmptyResponseSchema,
  });
}

export function useDeleteLicense(locationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (licenseId: number) => deleteLicense(locationId, licenseId),
    meta: { handlesStatus: [404] },
    onSettled: () => queryClient.invalidateQueries({ queryKey: licensesQueryKey(locationId) }),
  });
}
