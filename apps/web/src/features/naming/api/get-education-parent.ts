import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TEducationParent } from '@cp/contracts';
import { apiRequest } from '@/lib/api';

/** SPEC §7 `GET locations/:location/faculties/:faculty/educationParents/:id`: its name here. */
export async function getEducationParent(
  location: string,
  faculty: string,
  id: string,
  signal?: AbortSignal,
): Promise<TEducationParent> {
  return (
    await apiRequest(`locations/${location}/faculties/${faculty}/educationParents/${id}`, {
      schema: (s) => s.ZEducationParentResponseSchema,
      signal,
    })
  ).data;
}

export const educationParentQueryOptions = (location: string, faculty: string, id: string) =>
  queryOptions({
    queryKey: ['locations', location, 'faculties', faculty, 'educationParents', id] as const,
    queryFn: ({ signal }) => getEducationParent(location, faculty, id, signal),
    // A remembered parent that was deleted: the screen then works on the location only.
    meta: { handlesStatus: [404] },
  });

export const useEducationParent = (
  location: string | null,
  faculty: string | null,
  id: string | null,
) =>
  useQuery({
    ...educationParentQueryOptions(location ?? '', faculty ?? '', id ?? ''),
    enabled: location !== null && faculty !== null && id !== null,
  });
