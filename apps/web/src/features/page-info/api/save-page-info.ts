import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TLanguage, TPageInfoEntry, TPageInfoInput } from '@cp/contracts';
import { apiRequest } from '@/lib/api';
import { pageInfoQueryKeyRoot } from './get-page-info-entries';

/** The route pattern travels as one URL segment ('/admin/users' -> '%2Fadmin%2Fusers'). */
export const pageInfoEntryPath = (route: string, language: TLanguage) =>
  `pageinfo/${encodeURIComponent(route)}/${language}`;

/** `PUT pageinfo/:route/:language` (platform administrator): creates or replaces a help text. */
export async function savePageInfo(
  route: string,
  language: TLanguage,
  input: TPageInfoInput,
): Promise<TPageInfoEntry> {
  return (
    await apiRequest(pageInfoEntryPath(route, language), {
      method: 'PUT',
      body: input,
      schema: (s) => s.ZPageInfoEntryResponseSchema,
    })
  ).data;
}

export function useSavePageInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { route: string; language: TLanguage; input: TPageInfoInput }) =>
      savePageInfo(v.route, v.language, v.input),
    meta: { handlesStatus: [422] },
    // The help modal of every screen shows the new text.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pageInfoQueryKeyRoot }),
  });
}
