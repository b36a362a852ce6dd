import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api';
import { educationQueryKey } from '@/lib/education-queries';

/*
 * The education's health score for the overview's badge: the analysis screen's health read,
 * under the same key as there (features/analysis/api), so opening the analysis after the
 * overview asks once; and under the education's key, so a live change updates the badge.
 */
export const useEducationHealth = (location: string, education: string) =>
  useQuery({
    queryKey: [...educationQueryKey(location, education), 'analysis', 'health'] as const,
    queryFn: async ({ signal }) =>
      (await callEndpoint('getAnalysisHealth', { params: { location, education }, signal })).data,
    // The badge is an extra: without it (no right, an error) the overview stays as it is.
    meta: { handlesStatus: [403, 404, 500, 502, 503, 504] },
  });
