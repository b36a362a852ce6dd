import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TLocationDetails, TLocationInput } from '@cp/contracts';
import { apiRequest } from '@/lib/api';
import { locationQueryKey } from '@/lib/location-queries';
import { locationsQueryKey } from './get-locations';

/** `PUT locations/:location`: title, domain and type (platform administrator). */
export async function updateLocation(id: number, input: TLocationInput): Promise<TLocationDetails> {
  return (
    await apiRequest(`locations/${id}`, {
      method: 'PUT',
      body: input,
      schema: (s) => s.ZLocationDetailsResponseSchema,
    })
  ).data;
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
