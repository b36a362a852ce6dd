import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api';
import { customTranslationsQueryKeyRoot } from '@/lib/use-terms';
import { educationParentsQueryKey } from '@/lib/education-parent-queries';
import { facultiesQueryKey } from '@/lib/faculty-queries';

/** Removes an empty education parent (admin); one that holds educations is refused (409). */
export async function deleteEducationParent(
  location: string,
  faculty: number,
  id: number,
): Promise<void> {
  await callEndpoint('deleteEducationParent', { params: { location, faculty, id } });
}

export function useDeleteEducationParent(location: string, faculty: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteEducationParent(location, faculty, id),
    meta: { handlesStatus: [404, 409, 500, 502, 503, 504] },
    // Also after a refusal (409, 404): the list was out of date, its counts are read again.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: educationParentsQueryKey(location, faculty) }),
        queryClient.invalidateQueries({ queryKey: facultiesQueryKey(location) }),
        // Its naming overrides went with it.
        queryClient.invalidateQueries({ queryKey: customTranslationsQueryKeyRoot }),
      ]),
  });
}
