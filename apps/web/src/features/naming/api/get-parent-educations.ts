import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TEducationSummary } from '@cp/contracts';
import { apiRequest } from '@/lib/api';

/*
 * The educations of one education parent, to choose the education level on
 * /admin/custom-translations. The key has the shape of the dashboard's list of the same parent
 * (['educations', location, 'list', parent]): same request, same answer, one cache entry, and
 * live updates (app/use-realtime.ts) reload it with every other education query.
 */
export const parentEducationsQueryKey = (location: string, parent: string) =>
  ['educations', location, 'list', parent] as const;

/** `GET locations/:location/educations?education_parent=ID` (every member). */
export async function getParentEducations(
  location: string,
  parent: string,
  signal?: AbortSignal,
): Promise<TEducationSummary[]> {
  const query = new URLSearchParams({ education_parent: parent });
  return (
    await apiRequest(`locations/${location}/educations?${query}`, {
      schema: (s) => s.ZEducationListResponseSchema,
      signal,
    })
  ).data;
}

export const parentEducationsQueryOptions = (location: string, parent: string) =>
  queryOptions({
    queryKey: parentEducationsQueryKey(location, parent),
    queryFn: ({ signal }) => getParentEducations(location, parent, signal),
    // A parent that was deleted meanwhile: the screen then offers no education level.
    meta: { handlesStatus: [404] },
  });

export const useParentEducations = (location: string | null, parent: string | null) =>
  useQuery({
    ...parentEducationsQueryOptions(location ?? '', parent ?? ''),
    enabled: location !== null && parent !== null,
  });
