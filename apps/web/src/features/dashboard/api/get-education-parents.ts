import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TEducationParent } from '@cp/contracts';
import { apiRequest } from '@/lib/api';

/**
 * `GET locations/:location/faculties/:faculty/educationParents`: where an education can move to.
 * Same key and answer as the faculties feature.
 */
export async function getEducationParents(
  location: string,
  faculty: string,
  signal?: AbortSignal,
): Promise<TEducationParent[]> {
  return (
    await apiRequest(`locations/${location}/faculties/${faculty}/educationParents`, {
      schema: (s) => s.ZEducationParentListResponseSchema,
      signal,
    })
  ).data;
}

export const useEducationParents = (location: string, faculty: string | null) =>
  useQuery({
    ...queryOptions({
      queryKey: ['locations', location, 'faculties', faculty ?? '', 'educationParents'] as const,
      queryFn: ({ signal }) => getEducationParents(location, faculty ?? '', signal),
      meta: { handlesStatus: [404] },
    }),
    enabled: faculty !== null,
  });
