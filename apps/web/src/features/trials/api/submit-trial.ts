import { useMutation } from '@tanstack/react-query';
import type { TTrialRequestInput } from '@cp/contracts';
import { apiRequest } from '@/lib/api';

/** `POST trials` (public): a school asks for a trial location. */
export async function submitTrial(input: TTrialRequestInput): Promise<void> {
  await apiRequest('trials', {
    method: 'POST',
    body: input,
    schema: (s) => s.ZTrialSubmittedResponseSchema,
  });
}

export function useSubmitTrial() {
  return useMutation({
    mutationFn: submitTrial,
    // The form explains bad data and the rate limit itself; there is no session to lose.
    meta: { handlesStatus: [401, 403, 422, 429] },
  });
}
