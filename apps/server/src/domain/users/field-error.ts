import { ZodError } from 'zod';

/**
 * A rule that only the database can check (duplicate invitation, wrong password, ...) failed for
 * one field: answered like any other invalid input, 422 with `errors: {field: [message]}`.
 */
export function fieldError(field: string, message: string): ZodError {
  return new ZodError([{ code: 'custom', path: [field], message, input: undefined }]);
}
