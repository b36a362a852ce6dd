import { and, eq, sql, type SQL } from 'drizzle-orm';
import { SSO_MESSAGES, type TLocationRole } from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import { preparedPer } from '../../db/prepared';
import { locations, memberships, type LocationRow } from '../../db/schema';
import type { Actor } from '../actor';
import { hasLicenseOnDaySql, schoolDay } from '../licenses/active-license';
import { forbidden, notFound } from '../errors';
import { grantLocationScope, type LocationScope } from './location-scope';

/*
 * SECURITY-CRITICAL: tenancy. Every read or change of something that belongs to a location goes
 * through `requireLocationAccess` first; nothing else decides who may see a location.
 */

/**
 * Who asks for access: what the decision reads of an actor. A request's actor, or, for the export
 * job, the export's owner as stored (domain/exports/export-access.ts).
 */
export type AccessActor = Pick<Actor, 'userId' | 'isPlatformAdmin' | 'ssoLocationId'> & {
  /**
   * Acting without a session for someone whose request this decision admitted before (the
   * export job): how that session began was checked then, so only the membership counts now.
   */
  withoutSession?: true;
};

export type LocationAccess = {
  location: LocationRow;
  /** What the domain functions of this location take (./location-scope.ts): granted here only. */
  scope: LocationScope;
  /** The actor's roles at this location; empty for a platform administrator without membership. */
  roles: TLocationRole[];
  /** Whether the location has a license on `licensedOn`; null when that was not asked. */
  licensed: boolean | null;
};

/**
 * Checks that the actor may act within the location. Active members pass (an admin can
 * deactivate a membership, decision 0007); the platform administrator
 * (the vendor) passes for every location. Everyone else gets 403, also for a location that does
 * not exist, so ids of other schools cannot be probed. A location that turned password sign-in
 * off admits its members only in a session begun through its own single sign-on: a password
 * session (or one through another school's connection) gets 403 `sso_required` there, and
 * keeps working at the member's other locations (decision 0020).
 */
export async function requireLocationAccess(options: {
  db: DbOrTx;
  actor: AccessActor;
  locationId: number;
  /** Also answer whether the location has a license on this day (same query). */
  licensedOn?: Date;
}): Promise<LocationAccess> {
  const { db, actor, locationId, licensedOn } = options;
  const params = { location: locationId, user: actor.userId };
  const [row] = licensedOn
    ? await accessWithLicense(db).execute({ ...params, day: schoolDay(licensedOn) })
    : await accessOnly(db).execute(params);
  return decideLocationAccess(actor, row);
}

/** The row an access check reads: the location, the caller's roles (null: no active membership). */
export type LocationAccessRow = {
  location: LocationRow;
  roles: TLocationRole[] | null;
  licensed: boolean | null;
};

/**
 * requireLocationAccess's decision on the row its statement read, or a statement that reads the
 * location's data in the same round trip (`locationAccessColumns`, `callerMembership`); no row:
 * the location does not exist.
 */
export function decideLocationAccess(
  actor: AccessActor,
  row: LocationAccessRow | undefined,
): LocationAccess {
  if (!row) throw actor.isPlatformAdmin ? notFound('notFound.location') : forbidden();
  if (row.roles === null && !actor.isPlatformAdmin) throw forbidden();
  if (needsSchoolAccount(actor, row.location)) {
    throw forbidden(SSO_MESSAGES.schoolAccountRequired, 'sso_required');
  }
  return {
    location: row.location,
    scope: grantLocationScope(row.location.id),
    roles: row.roles ?? [],
    licensed: row.licensed,
  };
}

/**
 * Whether the location refuses this session for how it began: it turned password sign-in off,
 * and the session did not begin through its own single sign-on. The platform administrator (the
 * vendor, who signs in with a password) is exempt, as from every membership rule.
 */
export function needsSchoolAccount(
  actor: AccessActor,
  location: Pick<LocationRow, 'id' | 'passwordLogin'>,
): boolean {
  if (location.passwordLogin || actor.isPlatformAdmin || actor.withoutSession) return false;
  return actor.ssoLocationId !== location.id;
}

/**
 * The join from `locations` to the caller's active membership there (the caller's user id is
 * the placeholder `user`). A statement built on it must start from the location row, so that an
 * unknown location gives no row at all.
 */
export const callerMembership = () =>
  and(
    eq(memberships.locationId, locations.id),
    eq(memberships.userId, sql.placeholder('user')),
    eq(memberships.active, true),
  );

/** The columns of LocationAccessRow; the license on the school day of the placeholder `day`. */
export const locationAccessColumns = () => ({
  location: locations,
  roles: memberships.roles,
  licensed: hasLicenseOnDaySql(locations.id, sql.placeholder('day')),
});

/**
 * The location, the caller's roles and, when asked, whether it has a license on a day: one
 * prepared statement, as it runs before every location route (src/db/prepared.ts).
 */
const accessQuery = (db: DbOrTx, licensed: SQL<boolean | null>, name: string) =>
  db
    .select({ location: locations, roles: memberships.roles, licensed })
    .from(locations)
    .leftJoin(memberships, callerMembership())
    .where(eq(locations.id, sql.placeholder('location')))
    .limit(1)
    .prepare(name);

const accessOnly = preparedPer((db) => accessQuery(db, sql<null>`null`, 'location_access'));
const accessWithLicense = preparedPer((db) =>
  accessQuery(db, locationAccessColumns().licensed, 'location_access_licensed'),
);
