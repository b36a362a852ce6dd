import { z } from 'zod';

/** Every error answer of the API (DESIGN "Contracts"); `errors` maps a field to its messages. */
export const ZApiErrorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  code: z.string().optional(),
});
export type TApiError = z.infer<typeof ZApiErrorSchema>;

/** Wraps a success body: `{ data: ... }`. */
export const dataOf = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

// Ids are PostgreSQL integers; a larger number is invalid input, not a database error.
export const ZIdSchema = z.coerce.number().int().positive().max(2_147_483_647);
