import type { TRoute } from './define';

/** The shell's menu (SPEC §7 `location/user`): what the caller may open, with or without a location. */
export const navigationRoutes = {
  getNavbar: {
    method: 'GET',
    path: '/location/user',
    access: 'signedIn',
    tag: 'Navigation',
    summary: "The caller's menu while no location is chosen.",
  },
  getLocationNavbar: {
    method: 'GET',
    path: '/location/user/:location',
    access: 'member',
    tag: 'Navigation',
    summary: "The caller's menu at a location, by their roles there.",
  },
} as const satisfies Record<string, TRoute>;
