import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TEducation, TMoveEducation } from '@cp/contracts';
import { apiRequest } from '@/lib/api';
import { educationsRootKey } from '@/lib/education-queries';

/** `PUT locations/:location/educations/:id/move`: to another education parent of the location. */
export async function moveEducation(
  location: string,
  id: number,
  input: TMoveEducation,
): Promise<TEducation> {
  return (
    await apiRequest(`locations/${location}/educations/${id}/move`, {
      method: 'PUT',
      body: input,
      schema: (s) => s.ZEducationResponseSchema,
    })
  ).data;
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
