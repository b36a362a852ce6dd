import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api';
import { archiveRootKey } from './get-archive';

/**
 * Back on its dashboard in the status it had (admins); 409 `license_limit` when the license has
 * no room for it.
 */
export async function restoreEducation(location: string, id: number): Promise<void> {
  await callEndpoint('restoreArchivedEducation', { params: { location, education: id } });
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
