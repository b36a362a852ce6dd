import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TTrialRequest } from '@cp/contracts';
import { apiRequest } from '@/lib/api';
import { trialsQueryKey } from './get-trials';

/** `POST trials/:id/reject`. */
export async function rejectTrial(id: number): Promise<TTrialRequest> {
  return (
    await apiRequest(`trials/${id}/reject`, {
      method: 'POST',
      schema: (s) => s.ZTrialRequestResponseSchema,
    })
  ).data;
}

export function useRejectTrial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectTrial,
    meta: { handlesStatus: [409] },
    onSettled: () => queryClient.invalidateQueries({ queryKey: trialsQueryKey }),
  });
}
