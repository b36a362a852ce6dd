import { ApiError } from '@/lib/api';

/** The first error code per field of a 422 answer (`{errors: {name: ['taken']}}`). */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.status !== 422) return {};
  const body = error.body;
  if (typeof body !== 'object' || body === null || !('errors' in body)) return {};
  const result: Record<string, string> = {};
  for (const [field, codes] of Object.entries(body.errors as Record<string, unknown>)) {
    if (Array.isArray(codes) && typeof codes[0] === 'string') result[field] = codes[0];
  }
  return result;
}

export const NAME_MAX = 80;
export const COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;
