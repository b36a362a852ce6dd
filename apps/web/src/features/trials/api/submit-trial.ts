import { useMutation } from '@tanstack/react-query';
import type { TTrialRequestInput } from '@cp/contracts';
import { callEndpoint } from '@/lib/api';

/** A school asks for a trial location (public). */
export async function submitTrial(input: TTrialRequestInput): Promise<void> {
  await callEndpoint('submitTrialRequest', { body: input });
}

export function useSubmitTrial() {
  return useMutation({
    mutationFn: submitTrial,
    // The form explains bad data and the rate limit itself; there is no session to lose.
    meta: { handlesStatus: [401, 403, 422, 429] },
  });
}
