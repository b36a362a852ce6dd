import { and, count, eq, sql } from 'drizzle-orm';
import { SSO_MESSAGES } from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import { externalIdentities, locations, ssoConnections } from '../../db/schema';
import type { Actor } from '../actor';
import { invalidField } from '../errors';
import type { LocationScope } from '../locations/location-scope';

/**
 * Turns password sign-in for the location's users off or on. Off needs a provider that is on,
 * and an administrator who can sign in through single sign-on themselves (no lock-out).
 */
export async function setPasswordLogin(options: {
  db: DbOrTx;
  actor: Actor;
  scope: LocationScope;
  passwordLogin: boolean;
}): Promise<void> {
  const { db, actor, scope, passwordLogin } = options;
  const { locationId } = scope;
  if (!passwordLogin) {
    const [enabled] = await db
      .select({ n: count() })
      .from(ssoConnections)
      .where(and(eq(ssoConnections.locationId, locationId), eq(ssoConnections.enabled, true)));
    if (!enabled?.n) throw invalidField('password_login', SSO_MESSAGES.needsConnection);
    if (!actor.isPlatformAdmin) {
      // Linked through a provider this location has on (for Entra: from a tenant it allows), so
      // the admin can still get in afterwards.
      const [linked] = await db
        .select({ n: count() })
        .from(externalIdentities)
        .innerJoin(
          ssoConnections,
          and(
            eq(ssoConnections.provider, externalIdentities.provider),
            eq(ssoConnections.locationId, locationId),
            eq(ssoConnections.enabled, true),
          ),
        )
        .where(
          and(
            eq(externalIdentities.userId, actor.userId),
            sql`(${externalIdentities.provider} <> 'entra' or ${externalIdentities.issuer} in (
              select 'https://login.microsoftonline.com/' || tenant || '/v2.0'
              from unnest(${ssoConnections.allowedOrganisations}) as tenant))`,
          ),
        );
      if (!linked?.n) throw invalidField('password_login', SSO_MESSAGES.linkYourselfFirst);
    }
  }
  await db.update(locations).set({ passwordLogin }).where(eq(locations.id, locationId));
}
