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
const INT4_MAX = 2_147_483_647;
/**
 * An id in a JSON body: a number, and only a number. A JSON body says what type each value is,
 * so `"1"` where a number is meant is a client's mistake, refused like any other (issue 25:
 * `year_ids: ["1"]` passed). `test/contract-json-types.test.ts` checks every JSON body of the
 * registry for numbers that take numeric text.
 */
export const ZIdSchema = z.number().int().positive().max(INT4_MAX);
/** An id in a path or a query string: text by nature, so read as a number. Never in a body. */
export const ZIdParamSchema = z.coerce.number().int().positive().max(INT4_MAX);
