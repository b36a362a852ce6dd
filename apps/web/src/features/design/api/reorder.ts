import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TDesign, TDesignKind } from '@cp/contracts';
import { callEndpoint } from '@/lib/api';
import { educationQueryKey } from '@/lib/education-queries';
import { reorderInDesign } from '../design-tree';
import { designQueryKey } from '@/lib/design-queries';
import { DESIGN_HANDLED_STATUSES } from './mutation-meta';

/** The ids of one list in their new order (`reorderDesignItems`). */
export async function reorderItems(
  location: string,
  education: string,
  kind: TDesignKind,
  ids: readonly number[],
): Promise<void> {
  await callEndpoint('reorderDesignItems', {
    params: { location, education, kind },
    body: { ids: [...ids] },
  });
}

export interface TReorderVariables {
  kind: TDesignKind;
  ids: readonly number[];
}

/**
 * Optimistic (docs/foundation-brief.md "The shell"): the new order shows at once; when the server
 * refuses it, the previous design comes back and the user is told "Something went wrong, Your
 * changes have been reverted".
 */
export function useReorder(location: string, education: string) {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const key = designQueryKey(location, education);
  return useMutation({
    mutationFn: ({ kind, ids }: TReorderVariables) => reorderItems(location, education, kind, ids),
    // Every failure gets the one revert message below; 401/403 keep their generic toast too.
    meta: { handlesStatus: DESIGN_HANDLED_STATUSES },
    onMutate: async ({ kind, ids }: TReorderVariables) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<TDesign>(key);
      if (previous) queryClient.setQueryData<TDesign>(key, reorderInDesign(previous, kind, ids));
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData<TDesign>(key, context.previous);
      notifications.show({ color: 'red', message: t('educations.saveFailed') });
    },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: educationQueryKey(location, education) }),
  });
}
