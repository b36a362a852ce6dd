import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TEducationParent, TEducationParentInput } from '@cp/contracts';
import { apiRequest } from '@/lib/api';
import { educationParentsQueryKey } from './get-education-parents';

/** `PUT locations/:location/faculties/:faculty/educationParents/:id` (admin): renames. */
export async function updateEducationParent(
  location: string,
  faculty: number,
  id: number,
  input: TEducationParentInput,
): Promise<TEducationParent> {
  return (
    await apiRequest(`locations/${location}/faculties/${faculty}/educationParents/${id}`, {
      method: 'PUT',
      body: input,
      schema: (s) => s.ZEducationParentResponseSchema,
    })
  ).data;
}

export function useUpdateEducationParent(location: string, faculty: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: TEducationParentInput }) =>
      updateEducationParent(location, faculty, id, input),
    meta: { handlesStatus: [404, 409, 422, 500, 502, 503, 504] },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: educationParentsQueryKey(location, faculty) }),
  });
}
