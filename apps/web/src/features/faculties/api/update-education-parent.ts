import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TEducationParent, TEducationParentInput } from '@cp/contracts';
import { callEndpoint } from '@/lib/api';
import { educationParentsQueryKey } from '@/lib/education-parent-queries';

/** Renames an education parent (admin). */
export async function updateEducationParent(
  location: string,
  faculty: number,
  id: number,
  input: TEducationParentInput,
): Promise<TEducationParent> {
  return (
    await callEndpoint('renameEducationParent', { params: { location, faculty, id }, body: input })
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
