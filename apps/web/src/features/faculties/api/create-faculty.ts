import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TFaculty, TFacultyInput } from '@cp/contracts';
import { callEndpoint } from '@/lib/api';
import { facultiesQueryKey } from '@/lib/faculty-queries';

/** Adds a faculty (admin). */
export async function createFaculty(location: string, input: TFacultyInput): Promise<TFaculty> {
  return (await callEndpoint('createFaculty', { params: { location }, body: input })).data;
}

export function useCreateFaculty(location: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TFacultyInput) => createFaculty(location, input),
    meta: { handlesStatus: [404, 409, 422, 500, 502, 503, 504] },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: facultiesQueryKey(location) }),
  });
}
