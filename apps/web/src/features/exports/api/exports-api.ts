import type { TExport, TExportRequest } from '@cp/contracts';
import { i18n } from '@/i18n';
import { ApiError, callEndpoint, urlOf } from '@/lib/api';

/*
 * The exports API (docs/exports.md): start one, ask which one is under way, try a failed one
 * again, fetch a finished file. Errors are thrown as ApiError; the callers decide what to say.
 */

/** Starts an export of the education: 202 with the queued export. */
export async function createExport(
  location: string,
  education: string,
  request: TExportRequest,
): Promise<TExport> {
  return (await callEndpoint('requestExport', { params: { location, education }, body: request }))
    .data;
}

/** The user's queued or running export, or null. */
export async function getCurrentExport(signal?: AbortSignal): Promise<TExport | null> {
  return (await callEndpoint('getCurrentExport', { signal })).data;
}

/** A failed export of the caller, queued again. */
export async function retryExport(exportId: number): Promise<TExport> {
  return (await callEndpoint('retryExport', { params: { id: exportId } })).data;
}

export const exportDownloadUrl = (exportId: number) => urlOf('downloadExport', { id: exportId });

/**
 * A finished export's file, read whole (files are a few MB at most) rather than followed as a
 * link: only so can a 410 (expired) or 404 be told to the user instead of the browser showing a
 * JSON error page.
 */
export async function fetchExportFile(exportId: number): Promise<Blob> {
  const response = await fetch(exportDownloadUrl(exportId), {
    credentials: 'same-origin',
    headers: { 'Accept-Language': i18n.language },
  });
  if (!response.ok) {
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      // A plain-text answer (e.g. `no_license`) stays text.
    }
    throw new ApiError(response.status, body);
  }
  return response.blob();
}
