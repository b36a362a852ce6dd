import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { archiveRootKey } from './get-archive';

/**
 * `POST locations/:location/archive/:id/restore` (admins): back on its dashboard in the status it
 * had; 409 `license_limit` when the license has no room for it.
 */
export async function restoreEducation(location: string, id: number): Promise<void> {
  await apiRequest(`locations/${location}/archive/${id}/restore`, {
    method: 'POST',
    schema: (s) => s.ZEmptyResponseSchema,
  });
}

export function useRestoreEducation(location: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => restoreEducation(location, id),
    meta: { handlesStatus: [404, 409, 500, 502, 503, 504] },
    // The archive and the dashboards both change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: archiveRootKey }),
  });
}
