import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TNote, TNoteInput } from '@cp/contracts';
import { callEndpoint } from '@/lib/api';
import { educationQueryKey } from '@/lib/education-queries';

export type TNewNote = TNoteInput & { files: File[] };

/**
 * A new note as multipart/form-data: the fields first, then each file under `files` (the API
 * client adds the CSRF header and lets the browser set the multipart boundary).
 */
export async function createNote(
  location: string,
  education: string,
  input: TNewNote,
): Promise<TNote> {
  const form = new FormData();
  form.append('note_type_id', String(input.note_type_id));
  form.append('text', input.text);
  for (const file of input.files) form.append('files', file, file.name);
  return (await callEndpoint('createNote', { params: { location, education }, body: form })).data;
}

export function useCreateNote(location: string, education: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TNewNote) => createNote(location, education, input),
    // 413 (too large) and 422 (fields, file types) are explained in the form itself.
    meta: { handlesStatus: [403, 404, 409, 413, 415, 422, 500, 502, 503, 504] },
    // The education's key: its notes and its note count.
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: educationQueryKey(location, education) }),
  });
}
