import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TDesignInput, TDesignKind } from '@cp/contracts';
import { apiRequest } from '@/lib/api';
import { educationQueryKey } from '@/lib/education-queries';
import type { TDesignItemOf } from '../design-tree';
import { designKindPath } from './get-design';
import { DESIGN_HANDLED_STATUSES } from './mutation-meta';

/** `PUT .../design/:kind/:id`: the same body as create; answers the changed item. */
export async function updateItem<K extends TDesignKind>(
  location: string,
  education: string,
  kind: K,
  id: number,
  input: TDesignInput<K>,
): Promise<TDesignItemOf<K>> {
  // The schema is picked by `kind`, which TypeScript cannot follow through a generic index.
  const answer = (await apiRequest(`${designKindPath(location, education, kind)}/${id}`, {
    method: 'PUT',
    body: input,
    schema: (s) => s.DESIGN_ITEM_RESPONSE_SCHEMAS[kind],
  })) as { data: TDesignItemOf<K> };
  return answer.data;
}

export function useUpdateItem<K extends TDesignKind>(location: string, education: string, kind: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: TDesignInput<K> }) =>
      updateItem(location, education, kind, id, input),
    meta: { handlesStatus: DESIGN_HANDLED_STATUSES },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: educationQueryKey(location, education) }),
  });
}
