import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TFaculty } from '@cp/contracts';
import { apiRequest } from '@/lib/api';

/**
 * `GET locations/:location/faculties`: the faculty in the title and the move dialog's choice.
 * Same key and answer as the faculties feature, so an admin's change there reaches this too.
 */
export async function getFaculties(location: string, signal?: AbortSignal): Promise<TFaculty[]> {
  return (
    await apiRequest(`locations/${location}/faculties`, {
      schema: (s) => s.ZFacultyListResponseSchema,
      signal,
    })
  ).data;
}

export const useFaculties = (location: string) =>
  useQuery(
    queryOptions({
      queryKey: ['locations', location, 'faculties'] as const,
      queryFn: ({ signal }) => getFaculties(location, signal),
    }),
  );
