import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TLocationDetails, TLocationSettingsInput } from '@cp/contracts';
import { callEndpoint } from '@/lib/api';
import { locationQueryKey } from '@/lib/location-queries';

/** The school's own settings: weeks, flexible educations, main colour (admin of the location). */
export async function updateLocationSettings(
  id: number,
  input: TLocationSettingsInput,
): Promise<TLocationDetails> {
  return (await callEndpoint('updateLocationSettings', { params: { location: id }, body: input }))
    .data;
}

export function useUpdateLocationSettings(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TLocationSettingsInput) => updateLocationSettings(id, input),
    meta: { handlesStatus: [422] },
    // The shell follows at once: the main colour becomes the primary colour.
    onSuccess: (location) => queryClient.setQueryData(locationQueryKey(id), location),
  });
}
