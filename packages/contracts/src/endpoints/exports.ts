import type { TAreaDocs, TRoute } from './define';

/**
 * Exports of an education as a document (docs/exports.md): whoever may read the education may
 * export it; retry and download are the caller's own exports and carry no location.
 */
export const exportsRoutes = {
  requestExport: {
    method: 'POST',
    path: '/locations/:location/educations/:education/exports',
    access: 'licensedMember',
  },
  getCurrentExport: {
    method: 'GET',
    path: '/exports/current',
    access: 'signedIn',
  },
  retryExport: {
    method: 'POST',
    path: '/exports/:id/retry',
    access: 'signedIn',
  },
  downloadExport: {
    method: 'GET',
    path: '/download/export/:id',
    access: 'signedIn',
  },
} as const satisfies Record<string, TRoute>;

/** For the API description only (server): the reference's group and one line per endpoint. */
export const exportsDocs = {
  tag: 'Exports',
  summaries: {
    requestExport:
      'Queues an export of the education (202); 409 `export_running` while another of the caller runs, 429 `export_queue_full` while the location has 10 queued or running, 503 when exports are unavailable.',
    getCurrentExport: "The caller's queued or running export, or null.",
    retryExport:
      "Queues a failed export of the caller again (202); 404 for another's, 409 when it did not fail or another runs.",
    downloadExport:
      "Downloads a finished export of the caller as an attachment; 404 when unknown, unfinished or not the caller's, 410 `gone` after it expired.",
  },
} as const satisfies TAreaDocs<typeof exportsRoutes>;
