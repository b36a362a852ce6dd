import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TFaculty, TFacultyInput } from '@cp/contracts';
import { apiRequest } from '@/lib/api';
import { facultiesQueryKey } from './get-faculties';

/** `PUT locations/:location/faculties/:faculty` (admin): renames. */
export async function updateFaculty(
  location: string,
  faculty: number,
  input: TFacultyInput,
): Promise<TFaculty> {
  return (
    await apiRequest(`locations/${location}/faculties/${faculty}`, {
      method: 'PUT',
      body: input,
      schema: (s) => s.ZFacultyResponseSchema,
    })
  ).data;
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
