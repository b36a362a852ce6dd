import { useQuery } from '@tanstack/react-query';
import { analysisHealthQueryOptions } from '@/lib/analysis-health-queries';

/** The education's health score for the overview's badge (the analysis screen's own read). */
export const useEducationHealth = (location: string, education: string) =>
  useQuery({
    ...analysisHealthQueryOptions(location, education),
    // The badge is an extra: without it (no right, an error) the overview stays as it is.
    meta: { handlesStatus: [403, 404, 500, 502, 503, 504] },
  });
