import { and, count, eq } from 'drizzle-orm';
import type { TNavbar } from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import { memberships } from '../../db/schema';
import type { TLocationRole } from '@cp/contracts';
import type { Actor } from '../actor';
import { menuItemsFor } from './menu-items';

/**
 * `GET location/user[/:location]`: the settings menu for the actor, with their roles at the
 * location (already checked by the access check) or null without a location.
 */
export async function loadNavbar(options: {
  db: DbOrTx;
  actor: Actor;
  roles: TLocationRole[] | null;
}): Promise<TNavbar> {
  const { db, actor, roles } = options;
  const [counted] = await db
    .select({ n: count() })
    .from(memberships)
    .where(and(eq(memberships.userId, actor.userId), eq(memberships.active, true)));
  const menu_items = menuItemsFor({
    isPlatformAdmin: actor.isPlatformAdmin,
    roles,
    locationCount: counted?.n ?? 0,
  });
  return { current_user: actor.userId, menu_items };
}
