import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api';
import { educationQueryKey } from '@/lib/education-queries';
import { DESIGN_HANDLED_STATUSES } from './mutation-meta';

/** The clusters that cover one learning goal (`setGoalClusters`). */
export async function setGoalClusters(
  location: string,
  education: string,
  goal: number,
  clusterIds: number[],
): Promise<void> {
  await callEndpoint('setGoalClusters', {
    params: { location, education, id: goal },
    body: { cluster_ids: clusterIds },
  });
}

export function useSetGoalClusters(location: string, education: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ goal, clusterIds }: { goal: number; clusterIds: number[] }) =>
      setGoalClusters(location, education, goal, clusterIds),
    meta: { handlesStatus: DESIGN_HANDLED_STATUSES },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: educationQueryKey(location, education) }),
  });
}
