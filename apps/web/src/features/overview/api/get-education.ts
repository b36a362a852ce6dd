import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TEducation } from '@cp/contracts';
import { apiRequest } from '@/lib/api';

/** Live updates invalidate ['educations'], so every key of this screen starts there. */
export const educationsRootKey = ['educations'] as const;

export const educationQueryKey = (location: string, education: string) =>
  ['educations', location, education] as const;

export const educationPath = (location: string, education: string | number) =>
  `locations/${location}/educations/${education}`;

/** `GET locations/:location/educations/:education`: the education with its structure. */
export async function getEducation(
  location: string,
  education: string,
  signal?: AbortSignal,
): Promise<TEducation> {
  return (
    await apiRequest(educationPath(location, education), {
      schema: (s) => s.ZEducationResponseSchema,
      signal,
    })
  ).data;
}

export const educationQueryOptions = (location: string, education: string) =>
  queryOptions({
    queryKey: educationQueryKey(location, education),
    queryFn: ({ signal }) => getEducation(location, education, signal),
    // A removed or foreign education: the screen says so itself.
    meta: { handlesStatus: [403, 404] },
  });

export const useEducation = (location: string | null, education: string | null) =>
  useQuery({
    ...educationQueryOptions(location ?? '', education ?? ''),
    enabled: location !== null && education !== null,
  });
