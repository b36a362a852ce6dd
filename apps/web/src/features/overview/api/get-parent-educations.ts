import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TEducationSummary } from '@cp/contracts';
import { apiRequest } from '@/lib/api';

export const parentEducationsQueryKey = (location: string, parent: number) =>
  ['educations', location, 'list', { education_parent: parent }] as const;

/** `GET locations/:location/educations?education_parent=ID`: the targets of a year copy. */
export async function getParentEducations(
  location: string,
  parent: number,
  signal?: AbortSignal,
): Promise<TEducationSummary[]> {
  return (
    await apiRequest(`locations/${location}/educations?education_parent=${parent}`, {
      schema: (s) => s.ZEducationListResponseSchema,
      signal,
    })
  ).data;
}

export const parentEducationsQueryOptions = (location: string, parent: number) =>
  queryOptions({
    queryKey: parentEducationsQueryKey(location, parent),
    queryFn: ({ signal }) => getParentEducations(location, parent, signal),
  });

export const useParentEducations = (location: string, parent: number, enabled: boolean) =>
  useQuery({ ...parentEducationsQueryOptions(location, parent), enabled });
