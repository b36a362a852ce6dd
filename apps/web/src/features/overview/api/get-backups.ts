import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TBackup } from '@cp/contracts';
import { callEndpoint } from '@/lib/api';

export const backupsQueryKey = (location: string, education: string) =>
  ['educations', location, education, 'backups'] as const;

/** The backups of the last 14 days (designers). */
export async function getBackups(
  location: string,
  education: string,
  signal?: AbortSignal,
): Promise<TBackup[]> {
  return (await callEndpoint('listEducationBackups', { params: { location, education }, signal }))
    .data;
}

export const backupsQueryOptions = (location: string, education: string) =>
  queryOptions({
    queryKey: backupsQueryKey(location, education),
    queryFn: ({ signal }) => getBackups(location, education, signal),
    meta: { handlesStatus: [403, 404] },
  });

export const useBackups = (location: string, education: string, enabled: boolean) =>
  useQuery({ ...backupsQueryOptions(location, education), enabled });
