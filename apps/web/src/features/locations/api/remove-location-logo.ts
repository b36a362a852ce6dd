import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TLocationDetails } from '@cp/contracts';
import { callEndpoint } from '@/lib/api';
import { locationQueryKey } from '@/lib/location-queries';

/** Removes the location's logo (admin of the location). */
export async function removeLocationLogo(id: number): Promise<TLocationDetails> {
  return (await callEndpoint('removeLocationLogo', { params: { location: id } })).data;
}

export function useRemoveLocationLogo(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => removeLocationLogo(id),
    onSuccess: (location) => queryClient.setQueryData(locationQueryKey(id), location),
  });
}
