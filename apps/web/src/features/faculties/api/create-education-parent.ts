import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TEducationParent, TEducationParentInput } from '@cp/contracts';
import { apiRequest } from '@/lib/api';
import { educationParentsQueryKey } from './get-education-parents';
import { facultiesQueryKey } from './get-faculties';

/** `POST locations/:location/faculties/:faculty/educationParents` (admin). */
export async function createEducationParent(
  location: string,
  faculty: number,
  input: TEducationParentInput,
): Promise<TEducationParent> {
  return (
    await apiRequest(`locations/${location}/faculties/${faculty}/educationParents`, {
      method: 'POST',
      body: input,
      schema: (s) => s.ZEducationParentResponseSchema,
    })
  ).data;
}

export function useCreateEducationParent(location: string, faculty: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TEducationParentInput) => createEducationParent(location, faculty, input),
    meta: { handlesStatus: [404, 409, 422, 500, 502, 503, 504] },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: educationParentsQueryKey(location, faculty) }),
        // The faculty's parent count changes.
        queryClient.invalidateQueries({ queryKey: facultiesQueryKey(location) }),
      ]),
  });
}
