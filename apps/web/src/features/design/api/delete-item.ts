import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TDesignKind } from '@cp/contracts';
import { apiRequest } from '@/lib/api';
import { educationQueryKey } from '@/lib/education-queries';
import { designKindPath } from './get-design';
import { DESIGN_HANDLED_STATUSES } from './mutation-meta';

/** `DELETE .../design/:kind/:id`, with what hangs under it (design-tree.ts `deleteImpact`). */
export async function deleteItem(
  location: string,
  education: string,
  kind: TDesignKind,
  id: number,
): Promise<void> {
  await apiRequest(`${designKindPath(location, education, kind)}/${id}`, {
    method: 'DELETE',
    schema: (s) => s.ZDesignAckResponseSchema,
  });
}

export function useDeleteItem(location: string, education: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id }: { kind: TDesignKind; id: number }) =>
      deleteItem(location, education, kind, id),
    meta: { handlesStatus: DESIGN_HANDLED_STATUSES },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: educationQueryKey(location, education) }),
  });
}
