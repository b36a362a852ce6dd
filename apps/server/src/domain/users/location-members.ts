import { and, asc, eq, sql } from 'drizzle-orm';
import type { TMember } from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import { memberships, users } from '../../db/schema';
import { fullNameSql } from './person-name';
import type { LocationScope } from '../locations/location-scope';

/**
 * Every active member of the location as other members see them: id, name and roles, nothing more
 * (no e-mail addresses). Used to choose reviewers; sorted by name.
 */
export async function listLocationMembers(options: {
  db: DbOrTx;
  scope: LocationScope;
}): Promise<TMember[]> {
  const { db, scope } = options;
  const { locationId } = scope;
  const name = fullNameSql();
  const rows = await db
    .select({ id: users.id, name, roles: memberships.roles })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.locationId, locationId), eq(memberships.active, true)))
    .orderBy(asc(sql`lower(${name})`), asc(users.id));
  return rows.map((row) => ({ id: row.id, name: row.name, roles: row.roles }));
}
