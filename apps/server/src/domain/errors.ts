import { ZodError } from 'zod';

/**
 * Errors that domain code throws for the HTTP layer to translate. The domain names the kind of
 * failure; http/errors.ts decides the status code, so domain code stays free of HTTP.
 */
export type DomainErrorKind = 'forbidden' | 'not_found' | 'conflict' | 'gone' | 'unavailable';

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    /** A specific TApiErrorCode (e.g. 'education_locked'); the kind's own code by default. */
    readonly code: string = kind,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const forbidden = (message = 'No access') => new DomainError('forbidden', message);
export const notFound = (message = 'Not found') => new DomainError('not_found', message);
export const conflict = (message: string) => new DomainError('conflict', message);
/** Existed, but no longer (an expired export's file). */
export const gone = (message: string) => new DomainError('gone', message);
/** A service the request needs is not running (the job queue); try again later. */
export const unavailable = (message: string, code: string) =>
  new DomainError('unavailable', message, code);

/**
 * A rule on one field that only the database can decide (a domain or name already taken, an
 * overlapping license, a duplicate invitation) fails like a schema rule: a ZodError, which
 * http/errors.ts answers as 422 with `errors: {field: [message]}`.
 */
export function invalidField(field: string, message: string): ZodError {
  return new ZodError([{ code: 'custom', path: [field], message, input: undefined }]);
}

/**
 * PostgreSQL's unique_violation (SQLSTATE 23505), also when the driver or Drizzle wraps it;
 * with `constraint`, only a violation of that constraint counts.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  return isPgError(error, '23505', constraint);
}

/**
 * A row that something else still refers to: foreign_key_violation (SQLSTATE 23503) or, for a
 * key declared ON DELETE RESTRICT, restrict_violation (23001).
 */
export function isForeignKeyViolation(error: unknown, constraint?: string): boolean {
  return isPgError(error, '23503', constraint) || isPgError(error, '23001', constraint);
}

function isPgError(error: unknown, sqlState: string, constraint?: string): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint: name } = e as { code?: unknown; constraint?: unknown };
    if (code === sqlState)
      return constraint === undefined || name === undefined || name === constraint;
  }
  return false;
}

/**
 * Runs a write that a unique index guards; two requests racing for one value meet the index, and
 * the loser gets the same 422 on `field` as the friendly check before the write would give.
 */
export async function uniqueOrInvalid<T>(
  write: () => Promise<T>,
  field: { field: string; message: string; constraint?: string },
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, field.constraint)) throw invalidField(field.field, field.message);
    throw error;
  }
}
