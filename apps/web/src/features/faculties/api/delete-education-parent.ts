import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { customTranslationsQueryKeyRoot } from '@/lib/use-terms';
import { educationParentsQueryKey } from './get-education-parents';
import { facultiesQueryKey } from './get-faculties';

/** `DELETE locations/:location/faculties/:faculty/educationParents/:id` (admin). */
export async function deleteEducationParent(
  location: string,
  faculty: number,
  id: number,
): Promise<void> {
  await apiRequest(`locations/${location}/faculties/${faculty}/educationParents/${id}`, {
    method: 'DELETE',
    schema: (s) => s.ZEmptyResponseSchema,
  });
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
