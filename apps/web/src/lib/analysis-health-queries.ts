import { queryOptions } from '@tanstack/react-query';
import type { THealthAnalysis } from '@cp/contracts';
import { callEndpoint } from './api';
import { educationQueryKey } from './education-queries';

/*
 * An education's health check, read by the analysis screen (its health panel) and the overview
 * (its badge): one client, one cache entry, so opening one after the other asks once. Under the
 * education's key, so a live change of the education refreshes it.
 */
export const analysisHealthQueryOptions = (location: string, education: string) =>
  queryOptions({
    queryKey: [...educationQueryKey(location, education), 'analysis', 'health'] as const,
    queryFn: async ({ signal }): Promise<THealthAnalysis> =>
      (await callEndpoint('getAnalysisHealth', { params: { location, education }, signal })).data,
    meta: { handlesStatus: [403, 404] },
  });
