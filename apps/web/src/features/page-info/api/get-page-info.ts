import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPageInfo } from '@cp/contracts';
import { callEndpoint } from '@/lib/api';

/** The help text of a route pattern: a read, sent as POST by contract; null when it has none. */
export async function getPageInfo(route: string, signal?: AbortSignal): Promise<TPageInfo | null> {
  return (await callEndpoint('findPageInfo', { body: { route }, signal })).data;
}

// The language is part of the key: the server answers in the language of the `language` cookie.
export const pageInfoQueryOptions = (route: string, language: string) =>
  queryOptions({
    queryKey: ['pageinfo', route, language] as const,
    queryFn: ({ signal }) => getPageInfo(route, signal),
    staleTime: 10 * 60_000,
  });

export const usePageInfo = (route: string | null, language: string) =>
  useQuery({ ...pageInfoQueryOptions(route ?? '', language), enabled: route !== null });
