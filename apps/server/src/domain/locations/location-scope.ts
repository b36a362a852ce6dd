/*
 * SECURITY-CRITICAL: tenancy carried in the type (docs/server.md "Tenancy").
 *
 * A domain function that reads or changes a location's data takes a `LocationScope`, not a bare
 * location id: holding one proves that the access check decided the caller may act within that
 * location. Only the access decision (`decideLocationAccess` in ./scope.ts) grants one; the lint
 * rule in eslint.config.js allows no other import of `grantLocationScope` (tests use their
 * helper, test/helpers/location-scope.ts).
 */

/** Exists only in the type: a plain `{ locationId }` or a number is not a LocationScope. */
declare const grantedByTheAccessCheck: unique symbol;

export type LocationScope = {
  readonly locationId: number;
  readonly [grantedByTheAccessCheck]: true;
};

/** The scope of a location the access check has admitted the caller to; nothing else calls this. */
export function grantLocationScope(locationId: number): LocationScope {
  return Object.freeze({ locationId }) as LocationScope;
}

/**
 * Transitional (issue 16): a function that some callers still call with a bare location id,
 * because they have no scope yet (notes, plan materials, the user import and the export job,
 * until they move) or none by design (the platform administrator's trial approval, which has
 * just created the location). Every route that has a scope passes it.
 */
export type ScopeOrLocationId = { scope: LocationScope } | { locationId: number };

/** The location of a ScopeOrLocationId; the scope wins when a caller passes both. */
export const locationIdIn = (where: ScopeOrLocationId): number =>
  'scope' in where ? where.scope.locationId : where.locationId;
