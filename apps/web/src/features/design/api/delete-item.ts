import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TDesignKind } from '@cp/contracts';
import { callEndpoint } from '@/lib/api';
import { educationQueryKey } from '@/lib/education-queries';
import { DESIGN_HANDLED_STATUSES } from './mutation-meta';

/** Removes an item with what hangs under it (`deleteDesignItem`; design-tree.ts `deleteImpact`). */
export async function deleteItem(
  location: string,
  education: string,
  kind: TDesignKind,
  id: number,
): Promise<void> {
  await callEndpoint('deleteDesignItem', { params: { location, education, kind, id } });
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
