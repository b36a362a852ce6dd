import type { TRoute } from './define';

/** User import (SPEC §2 /importeren): a csv or xlsx of people to invite, and its sample. */
export const importsRoutes = {
  importUsers: {
    method: 'POST',
    path: '/locations/:location/imports/users',
    access: 'admin',
    tag: 'Imports',
    summary:
      'Invites the people of an uploaded csv or xlsx (multipart part `file`, at most 2 MB) and answers a summary per row; a larger file answers 413, an unreadable or empty one 422.',
  },
  downloadImportSample: {
    method: 'GET',
    path: '/locations/:location/imports/users/sample.:format',
    access: 'admin',
    tag: 'Imports',
    summary:
      'A sample import file (csv or xlsx) with the columns it reads, in `?language=` or else the Accept-Language.',
  },
} as const satisfies Record<string, TRoute>;
