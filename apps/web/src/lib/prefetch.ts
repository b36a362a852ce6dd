import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Where a navigation goes and the education it opens (the context cookies, lib/context-store):
 * what a screen needs to start reading its data before its code has arrived (app/route-prefetch.ts).
 */
export interface TPrefetchTarget {
  pathname: string;
  search: string;
  location: string;
  education: string;
  /** The remembered year (`current_education_year_id`), the one the plan and analysis open on. */
  educationYear: string | null;
}

/**
 * Starts reading a query ahead of the screen that shows it: when a navigation begins (before the
 * screen's chunk is there) or when its tab is pointed at. Quiet: the query carries
 * `meta.prefetch`, so a failure reaches no toast or redirect (app/query-client.ts) while nobody
 * reads it; the screen that mounts takes the query over with its own meta, and one that finds
 * it failed asks again, loudly. Within its stale time a cached answer is not asked again.
 */
export function prefetch<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  client: QueryClient,
  options: FetchQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
): Promise<void> {
  return client.prefetchQuery({ ...options, meta: { ...options.meta, prefetch: true } });
}
