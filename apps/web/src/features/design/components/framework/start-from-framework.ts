import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TStartFromFrameworkInput, TStartFromFrameworkResult } from '@cp/contracts';
import { callEndpoint } from '@/lib/api';
import { educationQueryKey } from '@/lib/education-queries';
import { DESIGN_HANDLED_STATUSES } from '@/features/design/api/mutation-meta';

/** Fills the design from a framework (`startDesignFromFramework`); answers what was made. */
export async function startFromFramework(
  location: string,
  education: string,
  input: TStartFromFrameworkInput,
): Promise<TStartFromFrameworkResult> {
  const answer = await callEndpoint('startDesignFromFramework', {
    params: { location, education },
    body: input,
  });
  return answer.data;
}

/**
 * Like every change of the design, it refreshes everything under the education's key: the
 * design query (lib/design-queries.ts) and the plan's copy of the design with it.
 */
export function useStartFromFramework(location: string, education: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TStartFromFrameworkInput) => startFromFramework(location, education, input),
    meta: { handlesStatus: DESIGN_HANDLED_STATUSES },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: educationQueryKey(location, education) }),
  });
}
