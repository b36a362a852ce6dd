import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TYearContentState } from '@cp/contracts';
import { callEndpoint } from '@/lib/api';

// Under 'educations': live updates and a finished copy (which invalidates that root) read it again.
export const yearContentsQueryKey = (location: string, education: string) =>
  ['educations', location, education, 'years'] as const;

/** Which years hold content (copying needs an empty one). */
export async function getYearContents(
  location: string,
  education: string,
  signal?: AbortSignal,
): Promise<TYearContentState[]> {
  return (await callEndpoint('listEducationYears', { params: { location, education }, signal }))
    .data;
}

export const yearContentsQueryOptions = (location: string, education: string) =>
  queryOptions({
    queryKey: yearContentsQueryKey(location, education),
    queryFn: ({ signal }) => getYearContents(location, education, signal),
    // The target was archived or removed meanwhile: the dialog says the years are unknown.
    meta: { handlesStatus: [403, 404] },
  });

export const useYearContents = (location: string, education: string | null) =>
  useQuery({
    ...yearContentsQueryOptions(location, education ?? ''),
    enabled: education !== null,
  });
