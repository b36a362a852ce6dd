import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TFaculty } from '@cp/contracts';
import { apiRequest } from '@/lib/api';

export const facultiesQueryKey = (location: string | number) =>
  ['locations', String(location), 'faculties'] as const;

/** `GET locations/:location/faculties`, sorted by name. */
export async function getFaculties(
  location: string | number,
  signal?: AbortSignal,
): Promise<TFaculty[]> {
  return (
    await apiRequest(`locations/${location}/faculties`, {
      schema: (s) => s.ZFacultyListResponseSchema,
      signal,
    })
  ).data;
}

export const facultiesQueryOptions = (location: string | number) =>
  queryOptions({
    queryKey: facultiesQueryKey(location),
    queryFn: ({ signal }) => getFaculties(location, signal),
  });

export const useFaculties = (location: string | null) =>
  useQuery({ ...facultiesQueryOptions(location ?? ''), enabled: location !== null });
