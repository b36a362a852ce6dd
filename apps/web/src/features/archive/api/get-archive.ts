import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TArchivedEducation } from '@cp/contracts';
import { callEndpoint } from '@/lib/api';

/** Under 'educations', so live updates and every education change refresh the archive too. */
export const archiveRootKey = ['educations'] as const;
export const archiveQueryKey = (location: string) =>
  [...archiveRootKey, location, 'archive'] as const;

/** The deleted educations (admins), newest first. */
export async function getArchive(
  location: string,
  signal?: AbortSignal,
): Promise<TArchivedEducation[]> {
  return (await callEndpoint('listArchivedEducations', { params: { location }, signal })).data;
}

export const useArchive = (location: string) =>
  useQuery(
    queryOptions({
      queryKey: archiveQueryKey(location),
      queryFn: ({ signal }) => getArchive(location, signal),
    }),
  );
