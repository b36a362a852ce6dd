import type { TRoute } from './define';

/** Locations (schools) and their settings and logo (docs/organisation.md). */
export const locationsRoutes = {
  listLocations: {
    method: 'GET',
    path: '/locations',
    access: 'signedIn',
    tag: 'Locations',
    summary:
      "The caller's locations (where they are an active member); every location for a platform administrator.",
  },
  createLocation: {
    method: 'POST',
    path: '/locations',
    access: 'platformAdmin',
    tag: 'Locations',
    summary: 'Adds a location; a domain already in use answers 422.',
  },
  getLocation: {
    method: 'GET',
    path: '/locations/:location',
    access: 'member',
    tag: 'Locations',
    summary:
      'One location with its settings (weeks, flexible educations, main colour, logo version).',
  },
  updateLocation: {
    method: 'PUT',
    path: '/locations/:location',
    access: 'platformAdmin',
    tag: 'Locations',
    summary: "Changes a location's title, domain and type; a domain already in use answers 422.",
  },
  updateLocationSettings: {
    method: 'PUT',
    path: '/locations/:location/settings',
    access: 'admin',
    tag: 'Locations',
    summary: "Changes the school's own settings: default weeks, flexible educations, main colour.",
  },
  getLocationLogo: {
    method: 'GET',
    path: '/locations/:location/logo',
    access: 'member',
    tag: 'Locations',
    summary:
      "The location's logo image (PNG, JPEG or WebP) with an ETag; with ?v= set to the current version it may be cached for a year. 404 without a logo.",
  },
  uploadLocationLogo: {
    method: 'PUT',
    path: '/locations/:location/logo',
    access: 'admin',
    tag: 'Locations',
    summary:
      'Sets the logo from a JSON body { content: base64 image }; over 1 MB answers 413, not a PNG, JPEG or WebP image 422.',
  },
  removeLocationLogo: {
    method: 'DELETE',
    path: '/locations/:location/logo',
    access: 'admin',
    tag: 'Locations',
    summary: "Removes the location's logo.",
  },
} as const satisfies Record<string, TRoute>;
