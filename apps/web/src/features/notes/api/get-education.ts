import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TEducation } from '@cp/contracts';
import { apiRequest } from '@/lib/api';

/** Live updates invalidate ['educations'], so every key of this screen starts there. */
export const educationQueryKey = (location: string, education: string) =>
  ['educations', location, education] as const;

/** `GET locations/:location/educations/:education`: the title of the notes page. */
export async function getEducation(
  location: string,
  education: string,
  signal?: AbortSignal,
): Promise<TEducation> {
  return (
    await apiRequest(`locations/${location}/educations/${education}`, {
      schema: (s) => s.ZEducationResponseSchema,
      signal,
    })
  ).data;
}

export const educationQueryOptions = (location: string, education: string) =>
  queryOptions({
    queryKey: educationQueryKey(location, education),
    queryFn: ({ signal }) => getEducation(location, education, signal),
    // A removed, archived or foreign education: the screen says so itself.
    meta: { handlesStatus: [403, 404] },
  });

export const useEducation = (location: string, education: string) =>
  useQuery(educationQueryOptions(location, education));
