import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCustomTranslations, TNamingTerm } from '@cp/contracts';
import { apiRequest } from '@/lib/api';
import {
  customTranslationsPath,
  customTranslationsQueryKeyRoot,
  type TNamingScope,
} from '@/lib/use-terms';

/** `DELETE .../customTranslations/:term` (admin): the next level's name applies again. */
export async function resetCustomTranslation(
  scope: TNamingScope,
  term: TNamingTerm,
): Promise<TCustomTranslations> {
  return (
    await apiRequest(`${customTranslationsPath(scope)}/${term}`, {
      method: 'DELETE',
      schema: (s) => s.ZCustomTranslationsResponseSchema,
    })
  ).data;
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
