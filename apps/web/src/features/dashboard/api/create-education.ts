import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TEducation, TEducationCreate } from '@cp/contracts';
import { apiRequest } from '@/lib/api';
import { educationsRootKey } from '@/lib/education-queries';

/** `POST locations/:location/educations` (designers and admins); 409 `license_limit` when full. */
export async function createEducation(
  location: string,
  input: TEducationCreate,
): Promise<TEducation> {
  return (
    await apiRequest(`locations/${location}/educations`, {
      method: 'POST',
      body: input,
      schema: (s) => s.ZEducationResponseSchema,
    })
  ).data;
}

export function useCreateEducation(location: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TEducationCreate) => createEducation(location, input),
    meta: { handlesStatus: [403, 404, 409, 422, 500, 502, 503, 504] },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: educationsRootKey }),
  });
}
