import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { educationQueryKey } from '@/lib/education-queries';
import { designKindPath } from './get-design';
import { DESIGN_HANDLED_STATUSES } from './mutation-meta';

/** `PUT .../design/learning-goals/:id/clusters`: the clusters that cover one learning goal. */
export async function setGoalClusters(
  location: string,
  education: string,
  goal: number,
  clusterIds: number[],
): Promise<void> {
  await apiRequest(`${designKindPath(location, education, 'learning-goals')}/${goal}/clusters`, {
    method: 'PUT',
    body: { cluster_ids: clusterIds },
    schema: (s) => s.ZDesignAckResponseSchema,
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
