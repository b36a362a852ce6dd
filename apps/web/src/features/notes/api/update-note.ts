import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TNote, TNoteInput } from '@cp/contracts';
import { callEndpoint } from '@/lib/api';
import { educationQueryKey } from '@/lib/education-queries';

/** A note's category and text (JSON; its files stay). */
export async function updateNote(
  location: string,
  education: string,
  note: number,
  input: TNoteInput,
): Promise<TNote> {
  return (await callEndpoint('updateNote', { params: { location, education, note }, body: input }))
    .data;
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
