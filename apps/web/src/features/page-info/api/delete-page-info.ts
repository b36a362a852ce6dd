import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TLanguage } from '@cp/contracts';
import { callEndpoint } from '@/lib/api';
import { pageInfoQueryKeyRoot } from './get-page-info-entries';

/** Removes a help text of a route in a language (platform administrator). */
export async function deletePageInfo(route: string, language: TLanguage): Promise<void> {
  await callEndpoint('deletePageInfo', { params: { route, language } });
}

export function useDeletePageInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { route: string; language: TLanguage }) => deletePageInfo(v.route, v.language),
    meta: { handlesStatus: [404] },
    onSettled: () => queryClient.invalidateQueries({ queryKey: pageInfoQueryKeyRoot }),
  });
}
