import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TDuplicateEducation, TEducation } from '@cp/contracts';
import { callEndpoint } from '@/lib/api';
import { educationsRootKey } from '@/lib/education-queries';

/** A designing copy under the same parent. */
export async function duplicateEducation(
  location: string,
  id: number,
  input: TDuplicateEducation,
): Promise<TEducation> {
  return (
    await callEndpoint('duplicateEducation', { params: { location, education: id }, body: input })
  ).data;
}

export function useDuplicateEducation(location: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: TDuplicateEducation }) =>
      duplicateEducation(location, id, input),
    meta: { handlesStatus: [403, 404, 409, 422, 500, 502, 503, 504] },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: educationsRootKey }),
  });
}
