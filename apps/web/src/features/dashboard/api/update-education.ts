import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TEducation, TEducationEdit } from '@cp/contracts';
import { apiRequest } from '@/lib/api';
import { educationsRootKey } from '@/lib/education-queries';

/** `PUT locations/:location/educations/:id`: name, type, flexible (only while designing). */
export async function updateEducation(
  location: string,
  id: number,
  input: TEducationEdit,
): Promise<TEducation> {
  return (
    await apiRequest(`locations/${location}/educations/${id}`, {
      method: 'PUT',
      body: input,
      schema: (s) => s.ZEducationResponseSchema,
    })
  ).data;
}

export function useUpdateEducation(location: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: TEducationEdit }) =>
      updateEducation(location, id, input),
    meta: { handlesStatus: [403, 404, 409, 422, 500, 502, 503, 504] },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: educationsRootKey }),
  });
}
