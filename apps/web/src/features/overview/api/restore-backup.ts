import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api';
import { educationsRootKey } from '@/lib/education-queries';
import { HANDLED_STATUSES } from '../overview-toasts';

/**
 * Puts a backup back; the server backs up the current state first. Everything of the education
 * may have changed, so every query of educations is read again.
 */
export async function restoreBackup(
  location: string,
  education: string,
  backup: number,
): Promise<void> {
  await callEndpoint('restoreEducationBackup', { params: { location, education, backup } });
}

export function useRestoreBackup(location: string, education: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (backup: number) => restoreBackup(location, education, backup),
    meta: { handlesStatus: HANDLED_STATUSES },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: educationsRootKey }),
  });
}
