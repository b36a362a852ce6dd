import type { TLanguage, TPageInfoEntry } from '@cp/contracts';
import { HELP_ROUTE_SUGGESTIONS } from './help-routes';

export type THelpEntriesByRoute = Map<string, Partial<Record<TLanguage, TPageInfoEntry>>>;

/** The help texts per route and language: every suggested route, and every route with a text. */
export function helpEntriesByRoute(entries: readonly TPageInfoEntry[]): THelpEntriesByRoute {
  const byRoute: THelpEntriesByRoute = new Map();
  for (const route of HELP_ROUTE_SUGGESTIONS) byRoute.set(route, {});
  for (const entry of entries) {
    byRoute.set(entry.route, { ...byRoute.get(entry.route), [entry.language]: entry });
  }
  return byRoute;
}
