import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TEducationParent } from '@cp/contracts';
import { apiRequest } from '@/lib/api';

export const educationParentsQueryKey = (location: string, faculty: string | number) =>
  ['locations', location, 'faculties', String(faculty), 'educationParents'] as const;

/** SPEC §7 `GET locations/:location/faculties/:faculty/educationParents` (answer data.data). */
export async function getEducationParents(
  location: string,
  faculty: string | number,
  signal?: AbortSignal,
): Promise<TEducationParent[]> {
  return (
    await apiRequest(`locations/${location}/faculties/${faculty}/educationParents`, {
      schema: (s) => s.ZEducationParentListResponseSchema,
      signal,
    })
  ).data;
}

// The key holds location and faculty: choosing another one loads its parents (SPEC §4).
export const educationParentsQueryOptions = (location: string, faculty: string | number) =>
  queryOptions({
    queryKey: educationParentsQueryKey(location, faculty),
    queryFn: ({ signal }) => getEducationParents(location, faculty, signal),
    // A remembered faculty that was deleted answers 404; the screen explains it.
    meta: { handlesStatus: [404] },
  });

export const useEducationParents = (location: string | null, faculty: string | number | null) =>
  useQuery({
    ...educationParentsQueryOptions(location ?? '', faculty ?? ''),
    enabled: location !== null && faculty !== null,
  });
