import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { TLocation, TLocationRole } from '@cp/contracts';
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
export type AccessActor = Pick<Actor, 'userId' | 'isPlatformAdmin'>;

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
 * not exist, so ids of other schools cannot be probed.
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
  return {
    location: row.location,
    scope: grantLocationScope(row.location.id),
    roles: row.roles ?? [],
    licensed: row.licensed,
  };
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

/** The locations the actor may open: their memberships, or all for the platform administrator. */
export async function listLocations(options: { db: DbOrTx; actor: Actor }): Promise<TLocation[]> {
  const { db, actor } = options;
  const columns = {
    id: locations.id,
    title: locations.title,
    domain: locations.domain,
    type: locations.type,
  };
  if (actor.isPlatformAdmin) {
    return db.select(columns).from(locations).orderBy(asc(locations.title), asc(locations.id));
  }
  return db
    .select(columns)
    .from(locations)
    .innerJoin(memberships, eq(memberships.locationId, locations.id))
    .where(and(eq(memberships.userId, actor.userId), eq(memberships.active, true)))
    .orderBy(asc(locations.title), asc(locations.id));
}
