import type { TAreaDocs, TRoute } from './define';

/**
 * The shell's menu (docs/foundation-brief.md "Menu items"): what the caller may open, with or
 * without a location.
 */
export const navigationRoutes = {
  getNavbar: {
    method: 'GET',
    path: '/location/user',
    access: 'signedIn',
  },
  getLocationNavbar: {
    method: 'GET',
    path: '/location/user/:location',
    access: 'member',
  },
} as const satisfies Record<string, TRoute>;

/** For the API description only (server): the reference's group and one line per endpoint. */
export const navigationDocs = {
  tag: 'Navigation',
  summaries: {
    getNavbar: "The caller's menu while no location is chosen.",
    getLocationNavbar: "The caller's menu at a location, by their roles there.",
  },
} as const satisfies TAreaDocs<typeof navigationRoutes>;
