import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TDesignInput, TDesignKind } from '@cp/contracts';
import { callEndpoint } from '@/lib/api';
import { educationQueryKey } from '@/lib/education-queries';
import type { TDesignItemOf } from '../design-tree';
import { DESIGN_HANDLED_STATUSES } from './mutation-meta';

/** Changes an item (`updateDesignItem`, the same body as create); answers the changed item. */
export async function updateItem<K extends TDesignKind>(
  location: string,
  education: string,
  kind: K,
  id: number,
  input: TDesignInput<K>,
): Promise<TDesignItemOf<K>> {
  const answer = await callEndpoint('updateDesignItem', {
    params: { location, education, kind, id },
    body: input,
  });
  // The answer is checked against the item of every kind (the registry's one answer per
  // endpoint); the server answers the kind of the path, which TypeScript cannot follow.
  return answer.data as TDesignItemOf<K>;
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
