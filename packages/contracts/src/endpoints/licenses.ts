import type { TAreaDocs, TRoute } from './define';

/** A location's licenses (docs/organisation.md "Licenses"): the platform administrator grants them. */
export const licensesRoutes = {
  listLicenses: {
    method: 'GET',
    path: '/locations/:location/licenses',
    access: 'adminUnlicensed',
  },
  createLicense: {
    method: 'POST',
    path: '/locations/:location/licenses',
    access: 'platformAdmin',
  },
  updateLicense: {
    method: 'PUT',
    path: '/locations/:location/licenses/:license',
    access: 'platformAdmin',
  },
  deleteLicense: {
    method: 'DELETE',
    path: '/locations/:location/licenses/:license',
    access: 'platformAdmin',
  },
} as const satisfies Record<string, TRoute>;

/** For the API description only (server): the reference's group and one line per endpoint. */
export const licensesDocs = {
  tag: 'Licenses',
  summaries: {
    listLicenses:
      "The location's licenses with their state (current, future, expired); its admin may read them without a current license.",
    createLicense: 'Grants a license; a period overlapping another license answers 422.',
    updateLicense: 'Changes a license; a period overlapping another license answers 422.',
    deleteLicense: 'Removes a license.',
  },
} as const satisfies TAreaDocs<typeof licensesRoutes>;
