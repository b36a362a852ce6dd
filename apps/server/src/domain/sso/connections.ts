import { and, count, eq, sql } from 'drizzle-orm';
import {
  allowedOrganisationProblem,
  SSO_MESSAGES,
  SSO_PROVIDERS,
  type TSsoConnectionInput,
  type TSsoProvider,
  type TSsoProviderOption,
  type TSsoSettings,
} from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import {
  externalIdentities,
  locations,
  ssoConnections,
  type SsoConnectionRow,
} from '../../db/schema';
import type { Actor } from '../actor';
import { invalidField, notFound } from '../errors';
import { openSecret, sealSecret } from './secret-box';
import type { LocationScope } from '../locations/location-scope';

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

/** Creates or changes the location's connection to `provider`; a secret is needed the first time. */
export async function saveConnection(options: {
  db: DbOrTx;
  scope: LocationScope;
  provider: TSsoProvider;
  input: TSsoConnectionInput;
  secretKey: string;
  now: Date;
}): Promise<void> {
  const { db, scope, provider, input, secretKey, now } = options;
  const { locationId } = scope;
  const allowed = [...new Set(input.allowed_organisations)];
  for (const value of allowed) {
    const problem = allowedOrganisationProblem(provider, value);
    if (problem) throw invalidField('allowed_organisations', SSO_MESSAGES[problem]);
  }
  const sealed = input.client_secret ? sealSecret(secretKey, input.client_secret) : null;
  const values = {
    enabled: input.enabled,
    clientId: input.client_id,
    allowedOrganisations: allowed,
    updatedAt: now,
  };
  if (sealed) {
    await db
      .insert(ssoConnections)
      .values({ locationId, provider, clientSecretSealed: sealed, createdAt: now, ...values })
      .onConflictDoUpdate({
        target: [ssoConnections.locationId, ssoConnections.provider],
        set: { ...values, clientSecretSealed: sealed },
      });
  } else {
    const updated = await db
      .update(ssoConnections)
      .set(values)
      .where(and(eq(ssoConnections.locationId, locationId), eq(ssoConnections.provider, provider)))
      .returning({ id: ssoConnections.id });
    if (updated.length === 0)
      throw invalidField('client_secret', SSO_MESSAGES.clientSecretRequired);
  }
  // Switching the last provider off must not leave the school without any way in.
  if (!input.enabled) await allowPasswordsWithoutConnections(db, locationId);
}

/**
 * Removes a connection. Its identities stay linked to their accounts (another connection of the
 * same provider may use them); sessions begun through it end at their own time.
 */
export async function removeConnection(options: {
  db: DbOrTx;
  scope: LocationScope;
  provider: TSsoProvider;
}): Promise<void> {
  const { db, scope, provider } = options;
  const { locationId } = scope;
  const removed = await db
    .delete(ssoConnections)
    .where(and(eq(ssoConnections.locationId, locationId), eq(ssoConnections.provider, provider)))
    .returning({ id: ssoConnections.id });
  if (removed.length === 0) throw notFound();
  // Without any provider left, nobody could sign in: password sign-in comes back on.
  await allowPasswordsWithoutConnections(db, locationId);
}

async function allowPasswordsWithoutConnections(db: DbOrTx, locationId: number) {
  await db
    .update(locations)
    .set({ passwordLogin: true })
    .where(
      and(
        eq(locations.id, locationId),
        sql`not exists (select 1 from ${ssoConnections} where ${ssoConnections.locationId} = ${locationId} and ${ssoConnections.enabled})`,
      ),
    );
}

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

/** Which buttons the login page shows: the providers that are on, at one location or anywhere. */
export async function providerOptions(
  db: DbOrTx,
  domain: string | undefined,
): Promise<{ providers: TSsoProviderOption[]; password_login: boolean }> {
  const rows = await db
    .select({
      provider: ssoConnections.provider,
      locations: count(),
      passwordLogin: sql<boolean>`bool_and(${locations.passwordLogin})`,
    })
    .from(ssoConnections)
    .innerJoin(locations, eq(locations.id, ssoConnections.locationId))
    .where(and(eq(ssoConnections.enabled, true), domain ? eq(locations.domain, domain) : undefined))
    .groupBy(ssoConnections.provider);
  const providers = SSO_PROVIDERS.flatMap((provider) => {
    const row = rows.find((candidate) => candidate.provider === provider);
    return row ? [{ provider, needs_domain: !domain && Number(row.locations) > 1 }] : [];
  });
  // Only a known domain can say that passwords are off; anywhere else the form is shown.
  const passwordLogin = domain
    ? !(rows.length > 0 && rows.every((row) => !row.passwordLogin))
    : true;
  return { providers, password_login: passwordLogin };
}

export type StartConnection = SsoConnectionRow & { clientSecret: string };

/** The connection a sign-in starts with: by the school's domain, or the only one there is. */
export async function connectionForStart(options: {
  db: DbOrTx;
  provider: TSsoProvider;
  domain: string | undefined;
  secretKey: string;
}): Promise<StartConnection | 'unknown_school' | 'choose_school'> {
  const { db, provider, domain, secretKey } = options;
  const rows = await db
    .select({ connection: ssoConnections })
    .from(ssoConnections)
    .innerJoin(locations, eq(locations.id, ssoConnections.locationId))
    .where(
      and(
        eq(ssoConnections.provider, provider),
        eq(ssoConnections.enabled, true),
        domain ? eq(locations.domain, domain) : undefined,
      ),
    )
    .limit(2);
  if (rows.length === 0) return 'unknown_school';
  if (rows.length > 1 || !rows[0]) return 'choose_school';
  return withSecret(rows[0].connection, secretKey) ?? 'unknown_school';
}

/** The connection with its secret opened; null when the secret no longer opens (key changed). */
export function withSecret(row: SsoConnectionRow, secretKey: string): StartConnection | null {
  const clientSecret = openSecret(secretKey, row.clientSecretSealed);
  return clientSecret === null ? null : { ...row, clientSecret };
}
