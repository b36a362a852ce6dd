import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api';
import { noteTypesQueryKey } from '@/lib/note-type-queries';

/** Deletes a note category (admin); one that notes use is refused (409). */
export async function deleteNoteType(locationId: number, id: number): Promise<void> {
  await callEndpoint('deleteNoteType', { params: { location: locationId, id } });
}

export function useDeleteNoteType(locationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteNoteType(locationId, id),
    meta: { handlesStatus: [404] },
    onSettled: () => queryClient.invalidateQueries({ queryKey: noteTypesQueryKey(locationId) }),
  });
}
