import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TLocationDetails } from '@cp/contracts';
import { apiRequest } from '@/lib/api';
import { locationQueryKey } from '@/lib/location-queries';

/** `DELETE locations/:location/logo` (admin of the location). */
export async function removeLocationLogo(id: number): Promise<TLocationDetails> {
  return (
    await apiRequest(`locations/${id}/logo`, {
      method: 'DELETE',
      schema: (s) => s.ZLocationDetailsResponseSchema,
    })
  ).data;
}

export function useRemoveLocationLogo(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => removeLocationLogo(id),
    onSuccess: (location) => queryClient.setQueryData(locationQueryKey(id), location),
  });
}
