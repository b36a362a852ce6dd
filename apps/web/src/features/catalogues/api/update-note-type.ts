import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TNoteType, TNoteTypeInput } from '@cp/contracts';
import { apiRequest } from '@/lib/api';
import { noteTypesPath, noteTypesQueryKey } from './get-note-types';

/** `PUT locations/:location/note-types/:id` (admin). */
export async function updateNoteType(
  locationId: number,
  id: number,
  input: TNoteTypeInput,
): Promise<TNoteType> {
  return (
    await apiRequest(`${noteTypesPath(locationId)}/${id}`, {
      method: 'PUT',
      body: input,
      schema: (s) => s.ZNoteTypeResponseSchema,
    })
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
