import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../client';
import { designRestrictions, invitations, locations, memberships, users } from '../schema';

/** The demo's platform administrator and the school it was wrongly made a member of. */
const DEMO_VENDOR_EMAIL = 'platform@demo.nl';
const DEMO_COLLEGE_DOMAIN = 'democollege.nl';

/**
 * Demo databases seeded before issue 14 gave platform@demo.nl an admin membership of Demo
 * College, so the vendor was listed among the school's users, offered as a reviewer and counted
 * as one of its admins. This removes that seeded membership (and a design restriction that hung
 * on it) at the next start. A membership the school gave by invitation (an accepted invitation of
 * that address to Demo College) stays: then the school chose it. Idempotent; answers whether it
 * removed something.
 */
export async function removeSeededVendorMembership(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [target] = await tx
      .select({ userId: users.id, locationId: locations.id })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .innerJoin(locations, eq(locations.id, memberships.locationId))
      .where(
        and(
          eq(users.email, DEMO_VENDOR_EMAIL),
          eq(users.isPlatformAdmin, true),
          eq(locations.domain, DEMO_COLLEGE_DOMAIN),
        ),
      )
      .limit(1);
    if (!target) return false;
    const invited = await tx
      .select({ one: invitations.id })
      .from(invitations)
      .where(
        and(
          eq(invitations.locationId, target.locationId),
          eq(invitations.email, DEMO_VENDOR_EMAIL),
          isNotNull(invitations.acceptedAt),
        ),
      )
      .limit(1);
    if (invited.length > 0) return false;
    const ofTarget = (table: typeof memberships | typeof designRestrictions) =>
      and(eq(table.userId, target.userId), eq(table.locationId, target.locationId));
    await tx.delete(memberships).where(ofTarget(memberships));
    await tx.delete(designRestrictions).where(ofTarget(designRestrictions));
    return true;
  });
}
