import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { getAppContext } from '@/lib/context-store';
import { meQueryOptions } from '@/lib/current-user';
import { prefetch, type TPrefetchTarget } from '@/lib/prefetch';
import { educationScreenFor, SHELL_PATHS, type TEducationScreen } from './shell-paths';
import { loadShellScreen } from './shell-screen';

/** What a screen reads first, started from where a navigation is going (no chunk of its own). */
type TScreenPrefetch = (client: QueryClient, target: TPrefetchTarget) => void;

/**
 * The screens whose first view waits for more than one request in a row: their reads start with
 * the navigation, each from a small chunk of its own (the query options), not the screen's.
 */
const SCREEN_DATA: Partial<
  Record<TEducationScreen, () => Promise<{ prefetchScreen: TScreenPrefetch }>>
> = {
  analysis: () => import('@/features/analysis/prefetch'),
  plan: () => import('@/features/plan/prefetch'),
};

/**
 * Starts what a page of the shell waits for the moment a navigation to it begins (main.tsx: the
 * first page and every navigation of the router; a hovered or focused education tab): the signed-in
 * user, the screen's chunk with its texts, and for the screens of SCREEN_DATA their first reads.
 * Otherwise these come one after the other: the shell's chunk, `auth/me`, the screen's chunk,
 * then its requests, some of which wait for another's answer. Everything here only warms caches
 * (the module map, TanStack Query); what the screens render and say is unchanged, and a failure
 * is left to the screen that needs it (lib/prefetch.ts, RouteErrorBoundary for a chunk).
 */
export function prefetchRoute(
  client: QueryClient,
  { pathname, search }: { pathname: string; search: string },
): void {
  const path = SHELL_PATHS.find((pattern) => matchPath(pattern, pathname));
  if (!path) return;
  void prefetch(client, meQueryOptions());
  loadShellScreen(path).catch(() => undefined);
  const screen = educationScreenFor(pathname);
  const loadData = screen ? SCREEN_DATA[screen] : undefined;
  const { location, education, educationYear } = getAppContext();
  if (!loadData || !location || !education) return;
  loadData().then(
    ({ prefetchScreen }) =>
      prefetchScreen(client, { pathname, search, location, education, educationYear }),
    () => undefined,
  );
}
