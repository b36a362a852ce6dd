import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TNoteType, TNoteTypeInput } from '@cp/contracts';
import { callEndpoint } from '@/lib/api';
import { noteTypesQueryKey } from '@/lib/note-type-queries';

/** Renames a note category (admin). */
export async function updateNoteType(
  locationId: number,
  id: number,
  input: TNoteTypeInput,
): Promise<TNoteType> {
  return (
    await callEndpoint('renameNoteType', { params: { location: locationId, id }, body: input })
  ).data;
}

export function useUpdateNoteType(locationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: TNoteTypeInput }) =>
      updateNoteType(locationId, id, input),
    meta: { handlesStatus: [404, 422] },
    onSettled: () => queryClient.invalidateQueries({ queryKey: noteTypesQueryKey(locationId) }),
  });
}
