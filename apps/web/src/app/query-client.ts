import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api';

export interface TErrorMeta extends Record<string, unknown> {
  /**
   * The HTTP statuses the screen explains itself (e.g. the login form's 401 and 429), so the
   * generic handling stays quiet about them.
   */
  handlesStatus?: readonly number[];
}

export interface TQueryMeta extends TErrorMeta {
  /**
   * A live update that changed only an education's plan (`education_update` with `part: 'plan'`)
   * does not reload this query: it holds nothing the plan changes (app/use-realtime.ts).
   */
  keepOnPlanChange?: boolean;
  /**
   * Read ahead of its screen (lib/prefetch.ts): a failure stays quiet until a screen reads the
   * query (its observer replaces this meta with its own, and asks again after a failure).
   */
  prefetch?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: TQueryMeta;
    mutationMeta: TErrorMeta;
  }
}

export type TErrorListener = (error: unknown) => void;

function handledLocally(error: unknown, meta: TQueryMeta | undefined): boolean {
  if (meta?.prefetch) return true;
  return error instanceof ApiError && (meta?.handlesStatus ?? []).includes(error.status);
}

/** Client errors do not get better by asking again; network hiccups and 5xx might. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status < 500) return false;
  return failureCount < 2;
}

/**
 * The one place where failed requests reach the generic error handling (docs/foundation-brief.md
 * "The shell").
 */
export function createQueryClient(onError: TErrorListener): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!handledLocally(error, query.meta)) onError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (!handledLocally(error, mutation.meta)) onError(error);
      },
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: true },
      mutations: { retry: false },
    },
  });
}
