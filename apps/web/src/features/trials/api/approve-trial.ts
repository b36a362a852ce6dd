import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TTrialApproveResponse } from '@cp/contracts';
import { callEndpoint } from '@/lib/api';
import { trialsQueryKey } from './get-trials';

/** Approves a trial request: location, free license and the contact's admin invitation. */
export async function approveTrial(id: number): Promise<TTrialApproveResponse['data']> {
  return (await callEndpoint('approveTrialRequest', { params: { id } })).data;
}

export function useApproveTrial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveTrial,
    // 409 (already handled) and 422 (domain taken) are explained in the failure toast.
    meta: { handlesStatus: [409, 422] },
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: trialsQueryKey });
      // The new location shows on /locaties.
      await queryClient.invalidateQueries({ queryKey: ['locations'] });
    },
  });
}
