import type { TRoute } from './define';

/** A location's licenses (docs/licenses.md): the platform administrator grants them. */
export const licensesRoutes = {
  listLicenses: {
    method: 'GET',
    path: '/locations/:location/licenses',
    access: 'adminUnlicensed',
    tag: 'Licenses',
    summary:
      "The location's licenses with their state (current, future, expired); its admin may read them without a current license.",
  },
  createLicense: {
    method: 'POST',
    path: '/locations/:location/licenses',
    access: 'platformAdmin',
    tag: 'Licenses',
    summary: 'Grants a license; a period overlapping another license answers 422.',
  },
  updateLicense: {
    method: 'PUT',
    path: '/locations/:location/licenses/:license',
    access: 'platformAdmin',
    tag: 'Licenses',
    summary: 'Changes a license; a period overlapping another license answers 422.',
  },
  deleteLicense: {
    method: 'DELETE',
    path: '/locations/:location/licenses/:license',
    access: 'platformAdmin',
    tag: 'Licenses',
    summary: 'Removes a license.',
  },
} as const satisfies Record<string, TRoute>;
