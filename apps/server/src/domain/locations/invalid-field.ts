import { ZodError } from 'zod';

/**
 * A rule that only the database can check (a domain already taken, an overlapping license)
 * fails like a schema rule: a ZodError, which http/errors.ts answers as 422 with `errors`.
 */
export function invalidField(field: string, message: string): ZodError {
  return new ZodError([{ code: 'custom', path: [field], message, input: undefined }]);
}

/** A unique-constraint violation (SQLSTATE 23505), also when wrapped by the driver or Drizzle. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const { code, constraint: name } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505') return name === undefined || name === constraint;
  }
  return false;
}
