import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TNoteType, TNoteTypeInput } from '@cp/contracts';
import { apiRequest } from '@/lib/api';
import { noteTypesPath, noteTypesQueryKey } from './get-note-types';

/** `POST locations/:location/note-types` (admin). */
export async function createNoteType(
  locationId: number,
  input: TNoteTypeInput,
): Promise<TNoteType> {
  return (
    await apiRequest(noteTypesPath(locationId), {
      method: 'POST',
      body: input,
      schema: (s) => s.ZNoteTypeResponseSchema,
    })
  ).data;
}

export function useCreateNoteType(locationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TNoteTypeInput) => createNoteType(locationId, input),
    meta: { handlesStatus: [422] },
    onSettled: () => queryClient.invalidateQueries({ queryKey: noteTypesQueryKey(locationId) }),
  });
}
