import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { DomainError } from '../errors';
import type { LocationScope } from '../locations/location-scope';
import { requireLocationAccess, type AccessActor } from '../locations/location-access';

/*
 * SECURITY-CRITICAL: who may read a location's exports, decided now (docs/exports.md "API").
 * An export is made, retried and downloaded long after the request that the access check admitted,
 * so each of these asks the access decision again (requireLocationAccess, the only one that grants
 * a LocationScope) instead of trusting the location id stored on the export row.
 */

/**
 * The scope of the location in which `actor` may read exports now, or null: an active member
 * while the location has a license (the `licensedMember` level of a new export's route), or the
 * platform administrator. Someone who left, a deactivated membership, a location without license
 * or one that no longer exists all give null, which the callers answer as "no such export".
 */
export async function exportScopeFor(options: {
  db: DbOrTx;
  actor: AccessActor;
  locationId: number;
  now: Date;
}): Promise<LocationScope | null> {
  const { db, actor, locationId, now } = options;
  try {
    const access = await requireLocationAccess({ db, actor, locationId, licensedOn: now });
    const reads = actor.isPlatformAdmin || (access.roles.length > 0 && access.licensed === true);
    return reads ? access.scope : null;
  } catch (error) {
    // 403 or 404 from the decision: no access; anything else (the database) is a real error.
    if (error instanceof DomainError) return null;
    throw error;
  }
}

/**
 * exportScopeFor the export's owner, for the export job (which runs without a request): the
 * owner as stored now, so one who lost their membership, the license or the platform
 * administrator's role since the request is not served. null also for an owner whose account was
 * deactivated (a session of theirs is refused too) or no longer exists.
 */
export async function ownerExportScope(options: {
  db: DbOrTx;
  ownerId: number;
  locationId: number;
  now: Date;
}): Promise<LocationScope | null> {
  const { db, ownerId, locationId, now } = options;
  const [owner] = await db
    .select({ userId: users.id, isPlatformAdmin: users.isPlatformAdmin })
    .from(users)
    .where(and(eq(users.id, ownerId), eq(users.activated, true)))
    .limit(1);
  // No session: the request that made the export passed the sign-in rule (decision 0020).
  return owner
    ? exportScopeFor({ db, actor: { ...owner, withoutSession: true }, locationId, now })
    : null;
}
