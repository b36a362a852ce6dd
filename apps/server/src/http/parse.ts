import type { z } from 'zod';

/** Parses input with a shared contract schema; a ZodError becomes a 422 in http/errors.ts. */
export function parse<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  return schema.parse(value);
}
