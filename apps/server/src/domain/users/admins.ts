import { and, arrayContains, count, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { memberships, users } from '../../db/schema';

/** How many admins active in the location (and not locked by the platform) besides `userId`. */
export async function otherActiveAdmins(options: {
  db: DbOrTx;
  locationId: number;
  userId: number;
}): Promise<number> {
  const { db, locationId, userId } = options;
  const [row] = await db
    .select({ n: count() })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        eq(memberships.locationId, locationId),
        ne(memberships.userId, userId),
        arrayContains(memberships.roles, ['admin']),
        eq(memberships.active, true),
        eq(users.activated, true),
      ),
    );
  return row?.n ?? 0;
}
