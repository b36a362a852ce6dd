import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TEducation } from '@cp/contracts';
import { HANDLED_STATUSES } from '../overview-toasts';
import { educationQueryKey, educationsRootKey } from '@/lib/education-queries';

/**
 * The common shape of the calls that answer with the changed education: the answer is shown at
 * once, and everything under ['educations'] (this screen, the dashboard's list) is read again.
 */
export function useEducationMutation<V>(
  location: string,
  education: string,
  call: (variables: V) => Promise<TEducation>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    meta: { handlesStatus: HANDLED_STATUSES },
    onSuccess: async (data) => {
      queryClient.setQueryData(educationQueryKey(location, education), data);
      await queryClient.invalidateQueries({ queryKey: educationsRootKey });
    },
  });
}
