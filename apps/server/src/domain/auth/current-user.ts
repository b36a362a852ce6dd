import { and, asc, eq } from 'drizzle-orm';
import type { TCurrentUser } from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import { locations, memberships, users } from '../../db/schema';
import { notFound } from '../errors';

/**
 * The signed-in user with every location where they are an active member, as `GET auth/me` answers it.
 * One query (user joined to memberships): this runs on every page load of the web app.
 */
export async function loadCurrentUser(db: DbOrTx, userId: number): Promise<TCurrentUser> {
  const rows = await db
    .select({
      user: users,
      locationId: locations.id,
      locationTitle: locations.title,
      roles: memberships.roles,
    })
    .from(users)
    .leftJoin(memberships, and(eq(memberships.userId, users.id), eq(memberships.active, true)))
    .leftJoin(locations, eq(locations.id, memberships.locationId))
    .where(eq(users.id, userId))
    .orderBy(asc(locations.title), asc(locations.id));
  const user = rows[0]?.user;
  if (!user) throw notFound('notFound.user');
  return {
    id: user.id,
    email: user.email,
    first_name: user.firstName,
    middle_name: user.middleName,
    last_name: user.lastName,
    language: user.language,
    is_platform_admin: user.isPlatformAdmin,
    has_password: user.passwordHash !== null,
    memberships: rows.flatMap(({ locationId, locationTitle, roles }) =>
      locationId !== null && locationTitle !== null && roles !== null
        ? [{ location_id: locationId, location_title: locationTitle, roles }]
        : [],
    ),
  };
}
