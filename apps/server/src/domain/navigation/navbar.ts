import { count, eq } from 'drizzle-orm';
import type { TNavbar } from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import { memberships } from '../../db/schema';
import type { Actor } from '../actor';
import { requireLocationAccess } from '../locations/scope';
import { menuItemsFor } from './menu-items';

/** `GET location/user[/:location]`: the settings menu for the actor, at a location or none. */
export async function loadNavbar(options: {
  db: DbOrTx;
  actor: Actor;
  locationId: number | null;
}): Promise<TNavbar> {
  const { db, actor, locationId } = options;
  const roles =
    locationId === null ? null : (await requireLocationAccess({ db, actor, locationId })).roles;
  const [counted] = await db
    .select({ n: count() })
    .from(memberships)
    .where(eq(memberships.userId, actor.userId));
  const menu_items = menuItemsFor({
    isPlatformAdmin: actor.isPlatformAdmin,
    roles,
    locationCount: counted?.n ?? 0,
  });
  return { current_user: actor.userId, menu_items };
}
