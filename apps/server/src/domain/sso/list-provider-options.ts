import { and, count, eq, sql } from 'drizzle-orm';
import { SSO_PROVIDERS, type TSsoProviderOption } from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import { locations, ssoConnections } from '../../db/schema';

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
