import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import type { Actor } from '../actor';

/**
 * The user's own name, from /profiel. Unlike a location's admin (who may not rename an account
 * that other locations share, docs/organisation.md), the person may always rename themselves.
 */
export async function updateOwnName(options: {
  db: DbOrTx;
  actor: Actor;
  name: { firstName: string; middleName: string | null; lastName: string };
  now: Date;
}): Promise<void> {
  const { db, actor, name, now } = options;
  await db
    .update(users)
    .set({ ...name, updatedAt: now })
    .where(eq(users.id, actor.userId));
}
