import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPageInfoEntry } from '@cp/contracts';
import { callEndpoint } from '@/lib/api';

/** Under the key of the help texts, so saving one refreshes both the list and the help modal. */
export const pageInfoQueryKeyRoot = ['pageinfo'] as const;
export const pageInfoEntriesQueryKey = [...pageInfoQueryKeyRoot, 'all'] as const;

/** Every help text per route and language (platform administrator). */
export async function getPageInfoEntries(signal?: AbortSignal): Promise<TPageInfoEntry[]> {
  return (await callEndpoint('listPageInfo', { signal })).data;
}

export const pageInfoEntriesQueryOptions = () =>
  queryOptions({
    queryKey: pageInfoEntriesQueryKey,
    queryFn: ({ signal }) => getPageInfoEntries(signal),
  });

export const usePageInfoEntries = (enabled: boolean) =>
  useQuery({ ...pageInfoEntriesQueryOptions(), enabled });
