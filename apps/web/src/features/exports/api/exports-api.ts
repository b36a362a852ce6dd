import { API_BASE, type TExport, type TExportRequest } from '@cp/contracts';
import { i18n } from '@/i18n';
import { ApiError, apiRequest } from '@/lib/api';
import { educationPath } from '@/lib/education-queries';

/*
 * The exports API (docs/exports.md): start one, ask which one is under way, try a failed one
 * again, fetch a finished file. Errors are thrown as ApiError; the callers decide what to say.
 */

/** `POST locations/:location/educations/:education/exports`: 202 with the queued export. */
export async function createExport(
  location: string,
  education: string,
  request: TExportRequest,
): Promise<TExport> {
  return (
    await apiRequest(`${educationPath(location, education)}/exports`, {
      method: 'POST',
      body: request,
      schema: (s) => s.ZExportResponseSchema,
    })
  ).data;
}

/** `GET exports/current`: the user's queued or running export, or null. */
export async function getCurrentExport(signal?: AbortSignal): Promise<TExport | null> {
  return (
    await apiRequest('exports/current', {
      schema: (s) => s.ZCurrentExportResponseSchema,
      signal,
    })
  ).data;
}

/** `POST exports/:id/retry`: a failed export of the caller, queued again. */
export async function retryExport(exportId: number): Promise<TExport> {
  return (
    await apiRequest(`exports/${exportId}/retry`, {
      method: 'POST',
      schema: (s) => s.ZExportResponseSchema,
    })
  ).data;
}

export const exportDownloadUrl = (exportId: number) => `${API_BASE}/download/export/${exportId}`;

/**
 * `GET download/export/:id`, read whole (files are a few MB at most) rather than followed as a
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
