import type { TAreaDocs, TRoute } from './define';

/** The archive of deleted educations (docs/educations.md "Dashboard API"): admins only. */
export const archiveRoutes = {
  listArchivedEducations: {
    method: 'GET',
    path: '/locations/:location/archive',
    access: 'admin',
  },
  restoreArchivedEducation: {
    method: 'POST',
    path: '/locations/:location/archive/:education/restore',
    access: 'admin',
  },
} as const satisfies Record<string, TRoute>;

/** For the API description only (server): the reference's group and one line per endpoint. */
export const archiveDocs = {
  tag: 'Archive',
  summaries: {
    listArchivedEducations:
      'The archived (deleted) educations of the location, last deleted first.',
    restoreArchivedEducation:
      'Puts an archived education back under its parent; 409 `license_limit` when the license has no room, 404 when it is not archived.',
  },
} as const satisfies TAreaDocs<typeof archiveRoutes>;
