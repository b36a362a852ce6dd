import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TLanguage, TPageInfoEntry, TPageInfoInput } from '@cp/contracts';
import { callEndpoint } from '@/lib/api';
import { pageInfoQueryKeyRoot } from './get-page-info-entries';

/**
 * Creates or replaces a help text (platform administrator). The route pattern travels as one
 * URL segment ('/admin/users' -> '%2Fadmin%2Fusers'): callEndpoint encodes each path value.
 */
export async function savePageInfo(
  route: string,
  language: TLanguage,
  input: TPageInfoInput,
): Promise<TPageInfoEntry> {
  return (await callEndpoint('savePageInfo', { params: { route, language }, body: input })).data;
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
