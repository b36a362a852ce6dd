import type { TAreaDocs, TRoute } from './define';

/**
 * User import (docs/organisation.md "User import"): a csv or xlsx of people to invite, and its
 * sample.
 */
export const importsRoutes = {
  importUsers: {
    method: 'POST',
    path: '/locations/:location/imports/users',
    access: 'admin',
  },
  downloadImportSample: {
    method: 'GET',
    path: '/locations/:location/imports/users/sample.:format',
    access: 'admin',
  },
} as const satisfies Record<string, TRoute>;

/** For the API description only (server): the reference's group and one line per endpoint. */
export const importsDocs = {
  tag: 'Imports',
  summaries: {
    importUsers:
      'Invites the people of an uploaded csv or xlsx (multipart part `file`, at most 2 MB) and answers a summary per row; a larger file answers 413, an unreadable or empty one 422.',
    downloadImportSample:
      'A sample import file (csv or xlsx) with the columns it reads, in `?language=` or else the Accept-Language.',
  },
} as const satisfies TAreaDocs<typeof importsRoutes>;
