import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api';
import { facultiesQueryKey } from '@/lib/faculty-queries';

/** Removes a faculty (admin); 409 while it has education parents. */
export async function deleteFaculty(location: string, faculty: number): Promise<void> {
  await callEndpoint('deleteFaculty', { params: { location, faculty } });
}

export function useDeleteFaculty(location: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteFaculty(location, id),
    meta: { handlesStatus: [404, 409, 500, 502, 503, 504] },
    // Also after a refusal (409, 404): the list was out of date, its counts are read again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: facultiesQueryKey(location) }),
  });
}
