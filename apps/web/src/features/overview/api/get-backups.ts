import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TBackup } from '@cp/contracts';
import { apiRequest } from '@/lib/api';
import { educationPath } from '@/lib/education-queries';

export const backupsQueryKey = (location: string, education: string) =>
  ['educations', location, education, 'backups'] as const;

/** `GET .../educations/:education/backups` (designers): the backups of the last 14 days. */
export async function getBackups(
  location: string,
  education: string,
  signal?: AbortSignal,
): Promise<TBackup[]> {
  return (
    await apiRequest(`${educationPath(location, education)}/backups`, {
      schema: (s) => s.ZBackupListResponseSchema,
      signal,
    })
  ).data;
}

export const backupsQueryOptions = (location: string, education: string) =>
  queryOptions({
    queryKey: backupsQueryKey(location, education),
    queryFn: ({ signal }) => getBackups(location, education, signal),
    meta: { handlesStatus: [403, 404] },
  });

export const useBackups = (location: string, education: string, enabled: boolean) =>
  useQuery({ ...backupsQueryOptions(location, education), enabled });
