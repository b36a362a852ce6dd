import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TEducationParent } from '@cp/contracts';
import { apiRequest } from '@/lib/api';

/**
 * `GET locations/:location/faculties/:faculty/educationParents/:id`: the dashboard's title. Same
 * key and answer as the naming feature's copy, so both share one cache entry.
 */
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

export const useEducationParent = (location: string, faculty: string, id: string) =>
  useQuery(
    queryOptions({
      queryKey: ['locations', location, 'faculties', faculty, 'educationParents', id] as const,
      queryFn: ({ signal }) => getEducationParent(location, faculty, id, signal),
      // A remembered parent that was deleted: the dashboard asks to choose another.
      meta: { handlesStatus: [403, 404] },
    }),
  );
