import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TFaculty } from '@cp/contracts';
import { callEndpoint } from '@/lib/api';
import { facultiesQueryKey } from '@/lib/faculty-queries';

/** Under the faculties list's key, so whatever refreshes the list refreshes this one too. */
export const facultyQueryKey = (location: string, faculty: string) =>
  [...facultiesQueryKey(location), faculty] as const;

/** One faculty of the location; 404 for an unknown id or another location's. */
export async function getFaculty(
  location: string,
  faculty: string,
  signal?: AbortSignal,
): Promise<TFaculty> {
  return (await callEndpoint('getFaculty', { params: { location, faculty }, signal })).data;
}

/** The selected faculty; a 404 (an old cookie) is the screen's own "unknown faculty" state. */
export const useFaculty = (location: string | null, faculty: string | null) =>
  useQuery({
    ...queryOptions({
      queryKey: facultyQueryKey(location ?? '', faculty ?? ''),
      queryFn: ({ signal }) => getFaculty(location ?? '', faculty ?? '', signal),
      meta: { handlesStatus: [404, 422] },
    }),
    enabled: location !== null && faculty !== null,
  });
