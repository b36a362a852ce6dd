import type { TRoute } from './define';

/**
 * Exports of an education as a document (docs/exports.md): whoever may read the education may
 * export it; retry and download are the caller's own exports and carry no location.
 */
export const exportsRoutes = {
  requestExport: {
    method: 'POST',
    path: '/locations/:location/educations/:education/exports',
    access: 'licensedMember',
    tag: 'Exports',
    summary:
      'Queues an export of the education (202); 409 `export_running` while another of the caller runs, 503 when exports are unavailable.',
  },
  getCurrentExport: {
    method: 'GET',
    path: '/exports/current',
    access: 'signedIn',
    tag: 'Exports',
    summary: "The caller's queued or running export, or null.",
  },
  retryExport: {
    method: 'POST',
    path: '/exports/:id/retry',
    access: 'signedIn',
    tag: 'Exports',
    summary:
      "Queues a failed export of the caller again (202); 404 for another's, 409 when it did not fail or another runs.",
  },
  downloadExport: {
    method: 'GET',
    path: '/download/export/:id',
    access: 'signedIn',
    tag: 'Exports',
    summary:
      "Downloads a finished export of the caller as an attachment; 404 when unknown, unfinished or not the caller's, 410 `gone` after it expired.",
  },
} as const satisfies Record<string, TRoute>;
