import type { TAreaDocs, TRoute } from './define';

/** Locations (schools) and their settings and logo (docs/organisation.md). */
export const locationsRoutes = {
  listLocations: {
    method: 'GET',
    path: '/locations',
    access: 'signedIn',
  },
  createLocation: {
    method: 'POST',
    path: '/locations',
    access: 'platformAdmin',
  },
  getLocation: {
    method: 'GET',
    path: '/locations/:location',
    access: 'member',
  },
  updateLocation: {
    method: 'PUT',
    path: '/locations/:location',
    access: 'platformAdmin',
  },
  updateLocationSettings: {
    method: 'PUT',
    path: '/locations/:location/settings',
    access: 'admin',
  },
  getLocationLogo: {
    method: 'GET',
    path: '/locations/:location/logo',
    access: 'member',
  },
  uploadLocationLogo: {
    method: 'PUT',
    path: '/locations/:location/logo',
    access: 'admin',
  },
  removeLocationLogo: {
    method: 'DELETE',
    path: '/locations/:location/logo',
    access: 'admin',
  },
} as const satisfies Record<string, TRoute>;

/** For the API description only (server): the reference's group and one line per endpoint. */
export const locationsDocs = {
  tag: 'Locations',
  summaries: {
    listLocations:
      "The caller's locations (where they are an active member); every location for a platform administrator.",
    createLocation: 'Adds a location; a domain already in use answers 422.',
    getLocation:
      'One location with its settings (weeks, flexible educations, main colour, logo version).',
    updateLocation:
      "Changes a location's title, domain and type; a domain already in use answers 422.",
    updateLocationSettings:
      "Changes the school's own settings: default weeks, flexible educations, main colour.",
    getLocationLogo:
      "The location's logo image (PNG, JPEG or WebP) with an ETag; with ?v= set to the current version it may be cached for a year. 404 without a logo.",
    uploadLocationLogo:
      'Sets the logo from a JSON body { content: base64 image }; over 1 MB answers 413, not a PNG, JPEG or WebP image 422.',
    removeLocationLogo: "Removes the location's logo.",
  },
} as const satisfies TAreaDocs<typeof locationsRoutes>;
