import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { users } from '../../db/schema';

/*
 * A person's full name as other members see it ("Petra van den Berg"): first, middle and last
 * name, skipping an empty middle name. One definition for SQL and for code, so lists and details
 * never disagree.
 */

export function fullName(user: {
  firstName: string;
  middleName: string | null;
  lastName: string;
}): string {
  return [user.firstName, user.middleName, user.lastName].filter((part) => part).join(' ');
}

type NameColumns = { firstName: AnyColumn; middleName: AnyColumn; lastName: AnyColumn };

/** The same name computed in the database; `table` is `users` or an alias of it. */
export function fullNameSql(table: NameColumns = users): SQL<string> {
  // concat_ws skips NULLs; nullif turns an empty middle name into NULL too.
  return sql<string>`concat_ws(' ', ${table.firstName}, nullif(${table.middleName}, ''), ${table.lastName})`;
}
