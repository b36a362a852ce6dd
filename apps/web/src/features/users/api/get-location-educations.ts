import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TEducationSummary } from '@cp/contracts';
import { apiRequest } from '@/lib/api';

/*
 * Every (not archived) education of the location, for the design restriction of a designer on
 * /admin/users. The key starts with 'educations' so live updates (app/use-realtime.ts) reload it.
 */
export const locationEducationsQueryKey = (locationId: number) =>
  ['educations', String(locationId), 'list', 'all'] as const;

/** `GET locations/:location/educations` without `education_parent`: the whole location. */
export async function getLocationEducations(
  locationId: number,
  signal?: AbortSignal,
): Promise<TEducationSummary[]> {
  return (
    await apiRequest(`locations/${locationId}/educations`, {
      schema: (s) => s.ZEducationListResponseSchema,
      signal,
    })
  ).data;
}

export const locationEducationsQueryOptions = (locationId: number) =>
  queryOptions({
    queryKey: locationEducationsQueryKey(locationId),
    queryFn: ({ signal }) => getLocationEducations(locationId, signal),
  });

export const useLocationEducations = (locationId: number, enabled = true) =>
  useQuery({ ...locationEducationsQueryOptions(locationId), enabled });
