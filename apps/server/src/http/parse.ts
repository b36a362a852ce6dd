import { ZodError, type z } from 'zod';
import { forbiddenTextPaths, TEXT_INVALID_CHARACTERS } from '@cp/contracts';

/**
 * Parses input with a shared contract schema; a ZodError becomes a 422 in http/errors.ts.
 * Every request's texts first meet the text rule (contracts rules/text.ts), whatever the schema
 * says of that field, so no control character or NUL reaches the database (issue 11).
 */
export function parse<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  refuseForbiddenText(value);
  return schema.parse(value);
}

/** Throws a 422 naming each field whose text breaks the rule; for parsers outside `parse`. */
export function refuseForbiddenText(value: unknown): void {
  const paths = forbiddenTextPaths(value);
  if (paths.length === 0) return;
  throw new ZodError(
    paths.map((path) => ({
      code: 'custom' as const,
      path,
      message: TEXT_INVALID_CHARACTERS,
      input: undefined,
    })),
  );
}
