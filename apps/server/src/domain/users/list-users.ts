import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { TLocationUser } from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import { designRestrictions, memberships, users } from '../../db/schema';
import type { LocationScope } from '../locations/location-scope';

const columns = {
  id: users.id,
  email: users.email,
  first_name: users.firstName,
  middle_name: users.middleName,
  last_name: users.lastName,
  roles: memberships.roles,
  activated: memberships.active,
  shared_account: sql<boolean>`exists (
    select 1 from ${memberships} as other
    where other.user_id = ${users.id} and other.location_id <> ${memberships.locationId}
  )`.mapWith(Boolean),
  // The design restriction at this location, as a sorted id list; empty: not limited
  // (docs/organisation.md "Design restrictions").
  design_education_ids: sql<number[]>`coalesce((
    select array_agg(${designRestrictions.educationId} order by ${designRestrictions.educationId})
    from ${designRestrictions}
    where ${designRestrictions.userId} = ${users.id}
      and ${designRestrictions.locationId} = ${memberships.locationId}
  ), '{}'::integer[])`.mapWith((value: number[] | string) => parseIdArray(value)),
};

/** PostgreSQL drivers give an integer array as numbers; parse the text form just in case. */
function parseIdArray(value: number[] | string): number[] {
  if (Array.isArray(value)) return value.map(Number);
  const inner = value.replace(/^\{|\}$/g, '');
  return inner === '' ? [] : inner.split(',').map(Number);
}

/** Members of the location, optionally filtered on name or e-mail (case-insensitive). */
export async function listLocationUsers(options: {
  db: DbOrTx;
  scope: LocationScope;
  search?: string | undefined;
}): Promise<TLocationUser[]> {
  const { db, scope, search } = options;
  const { locationId } = scope;
  const conditions: (SQL | undefined)[] = [eq(memberships.locationId, locationId)];
  if (search) {
    const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      or(
        ilike(users.firstName, pattern),
        ilike(users.middleName, pattern),
        ilike(users.lastName, pattern),
        ilike(users.email, pattern),
      ),
    );
  }
  return db
    .select(columns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(...conditions))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
}

/** One member of the location; undefined for a user who is not a member there. */
export async function findLocationUser(options: {
  db: DbOrTx;
  locationId: number;
  userId: number;
}): Promise<TLocationUser | undefined> {
  const { db, locationId, userId } = options;
  const [row] = await db
    .select(columns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.locationId, locationId), eq(memberships.userId, userId)))
    .limit(1);
  return row;
}
