import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TEducation } from '@cp/contracts';
import { apiRequest } from '@/lib/api';
import { educationsRootKey } from '@/lib/education-queries';

/** `POST locations/:location/educations/:id/approve`: the second approval makes it active. */
export async function approveEducation(location: string, id: number): Promise<TEducation> {
  return (
    await apiRequest(`locations/${location}/educations/${id}/approve`, {
      method: 'POST',
      schema: (s) => s.ZEducationResponseSchema,
    })
  ).data;
}

export function useApproveEducation(location: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => approveEducation(location, id),
    meta: { handlesStatus: [403, 404, 409, 500, 502, 503, 504] },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: educationsRootKey }),
  });
}
