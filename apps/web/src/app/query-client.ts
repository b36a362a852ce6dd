import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api';

/**
 * Per query or mutation: the HTTP statuses the screen explains itself (e.g. the login form's
 * 401 and 429), so the generic handling stays quiet about them.
 */
export interface TErrorMeta extends Record<string, unknown> {
  handlesStatus?: readonly number[];
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: TErrorMeta;
    mutationMeta: TErrorMeta;
  }
}

export type TErrorListener = (error: unknown) => void;

function handledLocally(error: unknown, meta: TErrorMeta | undefined): boolean {
  return error instanceof ApiError && (meta?.handlesStatus ?? []).includes(error.status);
}

/** Client errors do not get better by asking again; network hiccups and 5xx might. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status < 500) return false;
  return failureCount < 2;
}

/** The one place where failed requests reach the generic error handling (SPEC §8). */
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
