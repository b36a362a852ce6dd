/*
 * SECURITY-CRITICAL: tenancy carried in the type (docs/server.md "Tenancy").
 *
 * A domain function that reads or changes a location's data takes a `LocationScope`, not a bare
 * location id: holding one proves that the access check decided the caller may act within that
 * location. Only the access decision (`decideLocationAccess` in ./location-access.ts) grants
 * one; the lint rule in eslint.config.js allows no other import of `grantLocationScope` (tests
 * use their helper, test/helpers/location-scope.ts).
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
