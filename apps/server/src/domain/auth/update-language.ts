import { eq } from 'drizzle-orm';
import type { TLanguage } from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import type { Actor } from '../actor';

/** Remembers the interface language the user chose on /profiel. */
export async function updateLanguage(options: {
  db: DbOrTx;
  actor: Actor;
  language: TLanguage;
  now: Date;
}): Promise<void> {
  const { db, actor, language, now } = options;
  await db.update(users).set({ language, updatedAt: now }).where(eq(users.id, actor.userId));
}
