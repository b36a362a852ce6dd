import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TTrialRequest } from '@cp/contracts';
import { callEndpoint } from '@/lib/api';

export const trialsQueryKey = ['trials'] as const;

/** Every trial request, open ones first (platform administrator). */
export async function getTrials(signal?: AbortSignal): Promise<TTrialRequest[]> {
  return (await callEndpoint('listTrialRequests', { signal })).data;
}

export const trialsQueryOptions = () =>
  queryOptions({ queryKey: trialsQueryKey, queryFn: ({ signal }) => getTrials(signal) });

export const useTrials = () => useQuery(trialsQueryOptions());
