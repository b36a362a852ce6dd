import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TTrialRequest } from '@cp/contracts';
import { callEndpoint } from '@/lib/api';
import { trialsQueryKey } from './get-trials';

/** Rejects a trial request; nothing is created. */
export async function rejectTrial(id: number): Promise<TTrialRequest> {
  return (await callEndpoint('rejectTrialRequest', { params: { id } })).data;
}

export function useRejectTrial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectTrial,
    meta: { handlesStatus: [409] },
    onSettled: () => queryClient.invalidateQueries({ queryKey: trialsQueryKey }),
  });
}
