import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TDesignInput, TDesignKind } from '@cp/contracts';
import { callEndpoint } from '@/lib/api';
import { educationQueryKey } from '@/lib/education-queries';
import type { TDesignItemOf } from '../design-tree';
import { DESIGN_HANDLED_STATUSES } from './mutation-meta';

/** A new item at the end of its list (`createDesignItem`); answers the item (201). */
export async function createItem<K extends TDesignKind>(
  location: string,
  education: string,
  kind: K,
  input: TDesignInput<K>,
): Promise<TDesignItemOf<K>> {
  const answer = await callEndpoint('createDesignItem', {
    params: { location, education, kind },
    body: input,
  });
  // The answer is checked against the item of every kind (the registry's one answer per
  // endpoint); the server answers the kind of the path, which TypeScript cannot follow.
  return answer.data as TDesignItemOf<K>;
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
