import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TLanguage } from '@cp/contracts';
import { apiRequest } from '@/lib/api';
import { pageInfoQueryKeyRoot } from './get-page-info-entries';
import { pageInfoEntryPath } from './save-page-info';

/** `DELETE pageinfo/:route/:language` (platform administrator). */
export async function deletePageInfo(route: string, language: TLanguage): Promise<void> {
  await apiRequest(pageInfoEntryPath(route, language), {
    method: 'DELETE',
    schema: (s) => s.ZEmptyResponseSchema,
  });
}

export function useDeletePageInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { route: string; language: TLanguage }) => deletePageInfo(v.route, v.language),
    meta: { handlesStatus: [404] },
    onSettled: () => queryClient.invalidateQueries({ queryKey: pageInfoQueryKeyRoot }),
  });
}
