import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TEducation, TMoveEducation } from '@cp/contracts';
import { callEndpoint } from '@/lib/api';
import { educationsRootKey } from '@/lib/education-queries';

/** To another education parent of the location. */
export async function moveEducation(
  location: string,
  id: number,
  input: TMoveEducation,
): Promise<TEducation> {
  return (await callEndpoint('moveEducation', { params: { location, education: id }, body: input }))
    .data;
}

export function useMoveEducation(location: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: TMoveEducation }) =>
      moveEducation(location, id, input),
    meta: { handlesStatus: [403, 404, 409, 422, 500, 502, 503, 504] },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: educationsRootKey }),
  });
}
