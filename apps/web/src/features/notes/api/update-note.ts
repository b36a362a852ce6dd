import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TNote, TNoteInput } from '@cp/contracts';
import { apiRequest } from '@/lib/api';
import { educationQueryKey } from '@/lib/education-queries';
import { notesPath } from './get-notes';

/** `PUT locations/:location/educations/:education/notes/:note`: category and text (JSON). */
export async function updateNote(
  location: string,
  education: string,
  note: number,
  input: TNoteInput,
): Promise<TNote> {
  return (
    await apiRequest(`${notesPath(location, education)}/${note}`, {
      method: 'PUT',
      body: input,
      schema: (s) => s.ZNoteResponseSchema,
    })
  ).data;
}

export function useUpdateNote(location: string, education: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: TNoteInput }) =>
      updateNote(location, education, id, input),
    // 403 is "not your note", not a missing right to the page: the screen explains it.
    meta: { handlesStatus: [403, 404, 409, 422, 500, 502, 503, 504] },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: educationQueryKey(location, education) }),
  });
}
