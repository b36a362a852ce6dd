import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { noteTypesPath, noteTypesQueryKey } from './get-note-types';

/** `DELETE locations/:location/note-types/:id` (admin). */
export async function deleteNoteType(locationId: number, id: number): Promise<void> {
  await apiRequest(`${noteTypesPath(locationId)}/${id}`, {
    method: 'DELETE',
    schema: (s) => s.ZEmptyResponseSchema,
  });
}

export function useDeleteNoteType(locationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteNoteType(locationId, id),
    meta: { handlesStatus: [404] },
    onSettled: () => queryClient.invalidateQueries({ queryKey: noteTypesQueryKey(locationId) }),
  });
}
