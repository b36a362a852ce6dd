import { sql } from 'drizzle-orm';

/** `'a', 'b'` for a check constraint `column in (...)` over a fixed list of contract values. */
export const sqlList = (values: readonly string[]) =>
  sql.raw(values.map((value) => `'${value}'`).join(', '));
