import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCustomTranslations, TCustomTranslationsInput } from '@cp/contracts';
import { callEndpoint } from '@/lib/api';
import { customTranslationsQueryKeyRoot, namingLevelOf, type TNamingScope } from '@/lib/use-terms';

/**
 * Saves overrides at the level of `scope` (admin; the education's or education parent's when it
 * has one, else the location's); answers the names in effect there.
 */
export async function saveCustomTranslations(
  scope: TNamingScope,
  input: TCustomTranslationsInput,
): Promise<TCustomTranslations> {
  const target = namingLevelOf(scope);
  switch (target.level) {
    case 'location':
      return (
        await callEndpoint('saveLocationCustomTranslations', { params: target.params, body: input })
      ).data;
    case 'educationParent':
      return (
        await callEndpoint('saveEducationParentCustomTranslations', {
          params: target.params,
          body: input,
        })
      ).data;
    case 'education':
      return (
        await callEndpoint('saveEducationCustomTranslations', {
          params: target.params,
          body: input,
        })
      ).data;
  }
}

export function useSaveCustomTranslations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ scope, input }: { scope: TNamingScope; input: TCustomTranslationsInput }) =>
      saveCustomTranslations(scope, input),
    meta: { handlesStatus: [404, 422, 500, 502, 503, 504] },
    // Every context and language may show these names: useTerms() follows at once.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customTranslationsQueryKeyRoot }),
  });
}
