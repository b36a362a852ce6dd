import { z } from 'zod';
import { dataOf } from './common';

/**
 * Stable `code` values of error answers; the web app translates by code, never by `message`.
 * (A 403 for a missing license is the plain-text body `no_license`, see NO_LICENSE_BODY.)
 */
export const API_ERROR_CODES = [
  'bad_request', // 400: malformed body, e.g. broken JSON
  'unauthenticated', // 401: not signed in or session expired
  'invalid_credentials', // 401: wrong e-mail or password at sign-in
  'csrf', // 403: missing or wrong X-XSRF-TOKEN header
  'forbidden', // 403: signed in, but no access
  'sso_required', // 403: right password, but the school allows only single sign-on
  'not_found', // 404
  'conflict', // 409
  'education_locked', // 409: the education is reviewing or active; content cannot change
  'license_limit', // 409: the license's maximum number of educations is reached
  'bubble_unavailable', // 409: no bubble view for this year (flexible curriculum, too many clusters)
  'export_running', // 409: the user already has an export queued or running (one at a time)
  'stale_preview', // 409: a framework import's files or stored frameworks changed since its preview
  'export_unavailable', // 503: the job queue is not running, so no export can be made now
  'export_queue_full', // 429: the location has as many exports queued or running as it may
  'gone', // 410: an export's file has expired
  'design_restricted', // 403: the user may design only certain other educations
  'payload_too_large', // 413
  'unsupported_media_type', // 415
  'validation', // 422: see `errors`
  'rate_limited', // 429: too many requests or sign-in attempts; see Retry-After
  'internal', // 500
] as const;
export type TApiErrorCode = (typeof API_ERROR_CODES)[number];

export const ZHealthResponseSchema = dataOf(z.object({ status: z.literal('ok') }));
export type THealthResponse = z.infer<typeof ZHealthResponseSchema>;

/** Answer of calls that only confirm (logout, csrf): `{ data: null }`. */
export const ZEmptyResponseSchema = dataOf(z.null());
