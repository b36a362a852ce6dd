import type { TApiErrorCode, TFieldKeys, TMessageKey, TMessageParams } from '@cp/contracts';

/**
 * The one error that domain code (and the HTTP layer's own checks) throws for a refusal
 * (docs/errors.md). It names the kind of failure and a stable message key; http/errors.ts decides
 * the status code once and answers the key with its text in the request's language, so domain
 * code stays free of HTTP and of wording.
 */
export type DomainErrorKind =
  | 'bad_request'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'gone'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'invalid'
  | 'rate_limited'
  | 'unavailable';

export class DomainError extends Error {
  readonly code?: TApiErrorCode;
  readonly params?: TMessageParams;
  readonly fields?: TFieldKeys;

  constructor(
    readonly kind: DomainErrorKind,
    readonly key: TMessageKey,
    /** `code`: a specific TApiErrorCode (e.g. 'education_locked'); the kind's own by default. */
    options: { code?: TApiErrorCode; params?: TMessageParams; fields?: TFieldKeys } = {},
  ) {
    super(key);
    this.name = 'DomainError';
    this.code = options.code;
    this.params = options.params;
    this.fields = options.fields;
  }
}

export const forbidden = (key: TMessageKey = 'common.noAccess', code?: TApiErrorCode) =>
  new DomainError('forbidden', key, { code });
export const notFound = (key: TMessageKey = 'common.notFound') => new DomainError('not_found', key);
export const conflict = (key: TMessageKey, code?: TApiErrorCode) =>
  new DomainError('conflict', key, { code });
/** Existed, but no longer (an expired export's file). */
export const gone = (key: TMessageKey) => new DomainError('gone', key);
/** A service the request needs is not running (the job queue); try again later. */
export const unavailable = (key: TMessageKey, code: TApiErrorCode) =>
  new DomainError('unavailable', key, { code });

/**
 * A rule on one field that only the database can decide (a domain or name already taken, an
 * overlapping license, a duplicate invitation) fails like a schema rule: a 422 with the field's
 * key under `keys` (and its text under `errors`).
 */
export function invalidField(field: string, key: TMessageKey): DomainError {
  return new DomainError('invalid', 'common.invalidData', { fields: { [field]: [key] } });
}

/** The first key of `field` when `error` is a field error, else undefined. */
export function fieldKeyOf(error: unknown, field: string): TMessageKey | undefined {
  return error instanceof DomainError ? error.fields?.[field]?.[0] : undefined;
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
  field: { field: string; key: TMessageKey; constraint?: string },
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, field.constraint)) throw invalidField(field.field, field.key);
    throw error;
  }
}
