import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { HANDLED_STATUSES } from '../education-errors';
import { educationPath, educationsRootKey } from '@/lib/education-queries';

/**
 * `POST .../educations/:education/backups/:backup/restore`: the server backs up the current state
 * first, then puts the backup back. Everything of the education may have changed, so every
 * query of educations is read again.
 */
export async function restoreBackup(
  location: string,
  education: string,
  backup: number,
): Promise<void> {
  await apiRequest(`${educationPath(location, education)}/backups/${backup}/restore`, {
    method: 'POST',
    schema: (s) => s.ZEmptyResponseSchema,
  });
}

export function useRestoreBackup(location: string, education: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (backup: number) => restoreBackup(location, education, backup),
    meta: { handlesStatus: HANDLED_STATUSES },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: educationsRootKey }),
  });
}
