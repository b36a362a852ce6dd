import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TEducation, TEducationCreate } from '@cp/contracts';
import { callEndpoint } from '@/lib/api';
import { educationsRootKey } from '@/lib/education-queries';

/** A new designing education (designers and admins); 409 `license_limit` when full. */
export async function createEducation(
  location: string,
  input: TEducationCreate,
): Promise<TEducation> {
  return (await callEndpoint('createEducation', { params: { location }, body: input })).data;
}

export function useCreateEducation(location: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TEducationCreate) => createEducation(location, input),
    meta: { handlesStatus: [403, 404, 409, 422, 500, 502, 503, 504] },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: educationsRootKey }),
  });
}
