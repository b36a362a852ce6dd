import { eq } from 'drizzle-orm';
import { SSO_PROVIDERS, type TSsoProvider, type TSsoSettings } from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import { locations, ssoConnections } from '../../db/schema';
import { notFound } from '../errors';
import type { LocationScope } from '../locations/location-scope';
import { openSecret } from './secret-box';

/*
 * A location's single sign-on settings (docs/sso.md): one connection per provider, and whether
 * password sign-in stays allowed. Decided: the location's administrator manages them (the
 * school owns its tenant or federation membership); the platform administrator can too.
 */

export async function ssoSettings(
  db: DbOrTx,
  scope: LocationScope,
  redirectUri: string,
  secretKey: string,
): Promise<TSsoSettings> {
  const [location] = await db
    .select({ passwordLogin: locations.passwordLogin })
    .from(locations)
    .where(eq(locations.id, scope.locationId));
  if (!location) throw notFound();
  const rows = await db
    .select()
    .from(ssoConnections)
    .where(eq(ssoConnections.locationId, scope.locationId));
  const order = (provider: TSsoProvider) => SSO_PROVIDERS.indexOf(provider);
  return {
    password_login: location.passwordLogin,
    redirect_uri: redirectUri,
    connections: rows
      .sort((a, b) => order(a.provider) - order(b.provider))
      .map((row) => ({
        provider: row.provider,
        enabled: row.enabled,
        client_id: row.clientId,
        // False when the stored secret no longer opens (SSO_SECRET_KEY changed): enter it again.
        has_secret: openSecret(secretKey, row.clientSecretSealed) !== null,
        allowed_organisations: row.allowedOrganisations,
        updated_at: row.updatedAt.toISOString(),
      })),
  };
}
