import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api';
import { educationQueryKey } from '@/lib/education-queries';

/** Deletes a note with its files. */
export async function deleteNote(location: string, education: string, note: number) {
  await callEndpoint('deleteNote', { params: { location, education, note } });
}

export function useDeleteNote(location: string, education: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteNote(location, education, id),
    meta: { handlesStatus: [403, 404, 409, 500, 502, 503, 504] },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: educationQueryKey(location, education) }),
  });
}
