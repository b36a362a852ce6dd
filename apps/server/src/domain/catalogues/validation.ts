import { ZodError } from 'zod';
import { DomainError } from '../errors';

/**
 * A rule on one field that only the database can decide (a name already in use): answered like
 * any other invalid input, 422 with `errors: {field: [code]}` (http/errors.ts).
 */
export function fieldError(field: string, code: string): ZodError {
  return new ZodError([{ code: 'custom', path: [field], message: code, input: undefined }]);
}

export const conflict = (message: string) => new DomainError('conflict', message);

/** PostgreSQL's unique_violation, also when the driver wraps it (drizzle's query error). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
