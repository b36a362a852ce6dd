import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPageInfo } from '@cp/contracts';
import { apiRequest } from '@/lib/api';

/** `POST pageinfo {route}`: a read, sent as POST by contract; null when the route has no help. */
export async function getPageInfo(route: string, signal?: AbortSignal): Promise<TPageInfo | null> {
  return (
    await apiRequest('pageinfo', {
      method: 'POST',
      body: { route },
      schema: (s) => s.ZPageInfoResponseSchema,
      signal,
    })
  ).data;
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
