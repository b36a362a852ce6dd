import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TEducationParent, TEducationParentInput } from '@cp/contracts';
import { callEndpoint } from '@/lib/api';
import { educationParentsQueryKey } from '@/lib/education-parent-queries';
import { facultiesQueryKey } from '@/lib/faculty-queries';

/** Adds an education parent to the faculty (admin). */
export async function createEducationParent(
  location: string,
  faculty: number,
  input: TEducationParentInput,
): Promise<TEducationParent> {
  return (
    await callEndpoint('createEducationParent', { params: { location, faculty }, body: input })
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
