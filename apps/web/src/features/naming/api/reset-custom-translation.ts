import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCustomTranslations, TNamingTerm } from '@cp/contracts';
import { callEndpoint } from '@/lib/api';
import { customTranslationsQueryKeyRoot, namingLevelOf, type TNamingScope } from '@/lib/use-terms';

/** Removes the own name of one term at the level of `scope` (admin): the next level's applies. */
export async function resetCustomTranslation(
  scope: TNamingScope,
  term: TNamingTerm,
): Promise<TCustomTranslations> {
  const target = namingLevelOf(scope);
  switch (target.level) {
    case 'location':
      return (
        await callEndpoint('resetLocationCustomTranslation', {
          params: { ...target.params, term },
        })
      ).data;
    case 'educationParent':
      return (
        await callEndpoint('resetEducationParentCustomTranslation', {
          params: { ...target.params, term },
        })
      ).data;
    case 'education':
      return (
        await callEndpoint('resetEducationCustomTranslation', {
          params: { ...target.params, term },
        })
      ).data;
  }
}

export function useResetCustomTranslation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ scope, term }: { scope: TNamingScope; term: TNamingTerm }) =>
      resetCustomTranslation(scope, term),
    meta: { handlesStatus: [404, 500, 502, 503, 504] },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customTranslationsQueryKeyRoot }),
  });
}
