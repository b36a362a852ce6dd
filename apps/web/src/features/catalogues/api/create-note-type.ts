import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TNoteType, TNoteTypeInput } from '@cp/contracts';
import { callEndpoint } from '@/lib/api';
import { noteTypesQueryKey } from '@/lib/note-type-queries';

/** Adds a note category (admin). */
export async function createNoteType(
  locationId: number,
  input: TNoteTypeInput,
): Promise<TNoteType> {
  return (await callEndpoint('createNoteType', { params: { location: locationId }, body: input }))
    .data;
}

export function useCreateNoteType(locationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TNoteTypeInput) => createNoteType(locationId, input),
    meta: { handlesStatus: [422] },
    onSettled: () => queryClient.invalidateQueries({ queryKey: noteTypesQueryKey(locationId) }),
  });
}
