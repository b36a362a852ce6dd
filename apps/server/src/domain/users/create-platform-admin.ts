import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';

export type PlatformAdminResult = { userId: number; created: boolean };

/**
 * Creates the platform administrator, or promotes an existing account with that address.
 * The password (already hashed) is required for a new account; for an existing one it is
 * replaced only when given.
 */
export async function createOrPromotePlatformAdmin(options: {
  db: DbOrTx;
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string | null;
  now: Date;
}): Promise<PlatformAdminResult> {
  const { db, firstName, lastName, passwordHash, now } = options;
  const email = options.email.trim().toLowerCase();
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  if (existing) {
    await db
      .update(users)
      .set({
        isPlatformAdmin: true,
        activated: true,
        updatedAt: now,
        ...(passwordHash ? { passwordHash } : {}),
      })
      .where(eq(users.id, existing.id));
    return { userId: existing.id, created: false };
  }
  if (!passwordHash) throw new Error('A new platform administrator needs a password');
  const [created] = await db
    .insert(users)
    .values({ email, firstName, lastName, passwordHash, isPlatformAdmin: true, activated: true })
    .returning({ id: users.id });
  if (!created) throw new Error('Could not create the platform administrator');
  return { userId: created.id, created: true };
}

export async function findUserIdByEmail(db: DbOrTx, email: string): Promise<number | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()))
    .limit(1);
  return row?.id ?? null;
}
