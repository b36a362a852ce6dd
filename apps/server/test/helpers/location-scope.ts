import { grantLocationScope, type LocationScope } from '../../src/domain/locations/location-scope';

/**
 * A location's scope for tests that call domain functions directly, standing in for the access
 * check (the only other place allowed to grant one, eslint.config.js).
 */
export function testScope(locationId: number): LocationScope {
  return grantLocationScope(locationId);
}
