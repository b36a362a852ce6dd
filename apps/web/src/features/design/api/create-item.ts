import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TDesignInput, TDesignKind } from '@cp/contracts';
import { apiRequest } from '@/lib/api';
import { educationQueryKey } from '@/lib/education-queries';
import type { TDesignItemOf } from '../design-tree';
import { designKindPath } from './get-design';
import { DESIGN_HANDLED_STATUSES } from './mutation-meta';

/** `POST .../design/:kind`: a new item at the end of its list; answers the item (201). */
export async function createItem<K extends TDesignKind>(
  location: string,
  education: string,
  kind: K,
  input: TDesignInput<K>,
): Promise<TDesignItemOf<K>> {
  // The schema is picked by `kind`, which TypeScript cannot follow through a generic index.
  const answer = (await apiRequest(designKindPath(location, education, kind), {
    method: 'POST',
    body: input,
    schema: (s) => s.DESIGN_ITEM_RESPONSE_SCHEMAS[kind],
  })) as { data: TDesignItemOf<K> };
  return answer.data;
}

export function useCreateItem<K extends TDesignKind>(location: string, education: string, kind: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TDesignInput<K>) => createItem(location, education, kind, input),
    meta: { handlesStatus: DESIGN_HANDLED_STATUSES },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: educationQueryKey(location, education) }),
  });
}
