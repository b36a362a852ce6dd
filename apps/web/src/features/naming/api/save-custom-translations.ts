import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCustomTranslations, TCustomTranslationsInput } from '@cp/contracts';
import { apiRequest } from '@/lib/api';
import {
  customTranslationsPath,
  customTranslationsQueryKeyRoot,
  type TNamingScope,
} from '@/lib/use-terms';

/**
 * `PUT .../customTranslations` (admin): saves overrides at the level of `scope` (the education
 * parent's when it has one, else the location's); answers the names in effect there.
 */
export async function saveCustomTranslations(
  scope: TNamingScope,
  input: TCustomTranslationsInput,
): Promise<TCustomTranslations> {
  return (
    await apiRequest(customTranslationsPath(scope), {
      method: 'PUT',
      body: input,
      schema: (s) => s.ZCustomTranslationsResponseSchema,
    })
  ).data;
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
