import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TLocationDetails, TLocationInput } from '@cp/contracts';
import { callEndpoint } from '@/lib/api';
import { locationQueryKey, locationsQueryKey } from '@/lib/location-queries';

/** Adds a location (platform administrator). */
export async function createLocation(input: TLocationInput): Promise<TLocationDetails> {
  return (await callEndpoint('createLocation', { body: input })).data;
}

export function useCreateLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLocation,
    // The form explains invalid data itself.
    meta: { handlesStatus: [422] },
    onSuccess: (location) => {
      queryClient.setQueryData(locationQueryKey(location.id), location);
      return queryClient.invalidateQueries({ queryKey: locationsQueryKey, exact: true });
    },
  });
}
