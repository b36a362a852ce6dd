import { z } from 'zod';

// A value that is missing answers the key `common.required` unless its rule names its own key
// (docs/errors.md); zod's issues do not carry the input, so this is the one place that sees it.
// Every contract schema imports this module, so the rule holds wherever they are used.
z.config({ customError: (issue) => (issue.input === undefined ? 'common.required' : undefined) });

/**
 * Every error answer of the API (docs/errors.md): the stable `code` and message `key` (with
 * `params` for its placeholders), per field the message keys (`keys`); `message` and `errors`
 * are the same in the request's language, for readers without the catalogue.
 */
export const ZApiErrorSchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  key: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  keys: z.record(z.string(), z.array(z.string())).optional(),
});
export type TApiError = z.infer<typeof ZApiErrorSchema>;

/** Wraps a success body: `{ data: ... }`. */
export const dataOf = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

// Ids are PostgreSQL integers; a larger number is invalid input, not a database error.
export const ZIdSchema = z.coerce.number().int().positive().max(2_147_483_647);
