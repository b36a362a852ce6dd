import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TLocationDetails, TLocationInput } from '@cp/contracts';
import { callEndpoint } from '@/lib/api';
import { locationQueryKey, locationsQueryKey } from '@/lib/location-queries';

/** Title, domain and type of a location (platform administrator). */
export async function updateLocation(id: number, input: TLocationInput): Promise<TLocationDetails> {
  return (await callEndpoint('updateLocation', { params: { location: id }, body: input })).data;
}

export function useUpdateLocation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TLocationInput) => updateLocation(id, input),
    meta: { handlesStatus: [422] },
    onSuccess: (location) => {
      queryClient.setQueryData(locationQueryKey(id), location);
      return queryClient.invalidateQueries({ queryKey: locationsQueryKey, exact: true });
    },
  });
}
