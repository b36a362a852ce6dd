import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TFaculty, TFacultyInput } from '@cp/contracts';
import { callEndpoint } from '@/lib/api';
import { facultiesQueryKey } from '@/lib/faculty-queries';

/** Renames a faculty (admin). */
export async function updateFaculty(
  location: string,
  faculty: number,
  input: TFacultyInput,
): Promise<TFaculty> {
  return (await callEndpoint('renameFaculty', { params: { location, faculty }, body: input })).data;
}

export function useUpdateFaculty(location: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: TFacultyInput }) =>
      updateFaculty(location, id, input),
    meta: { handlesStatus: [404, 409, 422, 500, 502, 503, 504] },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: facultiesQueryKey(location) }),
  });
}
