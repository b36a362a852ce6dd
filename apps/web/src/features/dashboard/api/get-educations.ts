import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TEducationSummary } from '@cp/contracts';
import { apiRequest } from '@/lib/api';

/** Every education query starts with 'educations': live updates reload them all (use-realtime). */
export const educationsRootKey = ['educations'] as const;

export const educationsQueryKey = (location: string, parent: string) =>
  [...educationsRootKey, location, 'list', parent] as const;

/** `GET locations/:location/educations?education_parent=ID`: the dashboard's educations. */
export async function getEducations(
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

export const educationsQueryOptions = (location: string, parent: string) =>
  queryOptions({
    queryKey: educationsQueryKey(location, parent),
    queryFn: ({ signal }) => getEducations(location, parent, signal),
    // A remembered parent that was deleted answers 404; the dashboard explains it.
    meta: { handlesStatus: [404] },
  });

export const useEducations = (location: string, parent: string) =>
  useQuery(educationsQueryOptions(location, parent));
