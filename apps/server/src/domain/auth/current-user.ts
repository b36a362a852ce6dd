import { asc, eq } from 'drizzle-orm';
import type { TCurrentUser } from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import { locations, memberships, users } from '../../db/schema';
import { notFound } from '../errors';

/** The signed-in user with every location they belong to, as `GET auth/me` answers it. */
export async function loadCurrentUser(db: DbOrTx, userId: number): Promise<TCurrentUser> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw notFound('User not found');
  const rows = await db
    .select({ locationId: locations.id, locationTitle: locations.title, roles: memberships.roles })
    .from(memberships)
    .innerJoin(locations, eq(locations.id, memberships.locationId))
    .where(eq(memberships.userId, userId))
    .orderBy(asc(locations.title), asc(locations.id));
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    middleName: user.middleName,
    lastName: user.lastName,
    language: user.language,
    isPlatformAdmin: user.isPlatformAdmin,
    memberships: rows,
  };
}
