import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TFaculty } from '@cp/contracts';
import { callEndpoint } from './api';

/*
 * The location's faculties, read by the faculties admin, the location screen and the dashboard
 * (title, move dialog): one place, so one request has one cache entry and an admin's change
 * reaches every screen.
 */

export const facultiesQueryKey = (location: string | number) =>
  ['locations', String(location), 'faculties'] as const;

/** The location's faculties, sorted by name. */
export async function getFaculties(
  location: string | number,
  signal?: AbortSignal,
): Promise<TFaculty[]> {
  return (await callEndpoint('listFaculties', { params: { location }, signal })).data;
}

export const facultiesQueryOptions = (location: string | number) =>
  queryOptions({
    queryKey: facultiesQueryKey(location),
    queryFn: ({ signal }) => getFaculties(location, signal),
  });

export const useFaculties = (location: string | null) =>
  useQuery({ ...facultiesQueryOptions(location ?? ''), enabled: location !== null });
