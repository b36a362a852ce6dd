import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { educationQueryKey } from '@/lib/education-queries';
import { notesPath } from './get-notes';

/** `DELETE locations/:location/educations/:education/notes/:note`, with its files. */
export async function deleteNote(location: string, education: string, note: number) {
  await apiRequest(`${notesPath(location, education)}/${note}`, {
    method: 'DELETE',
    schema: (s) => s.ZEmptyResponseSchema,
  });
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
