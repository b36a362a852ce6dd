import { and, asc, eq, sql } from 'drizzle-orm';
import { SSO_PROVIDERS, type TLocationChoice, type TSsoProvider } from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import { locations, memberships, ssoConnections } from '../../db/schema';
import type { Actor } from '../actor';
import { needsSchoolAccount } from './location-access';

/**
 * The locations the actor may open: their memberships, or all for the platform administrator.
 * Each says whether this session must sign in with the school account first (`sso_required`:
 * the providers of that location, in the login page's order), by the same rule as the decision.
 */
export async function listLocations(options: {
  db: DbOrTx;
  actor: Actor;
}): Promise<TLocationChoice[]> {
  const { db, actor } = options;
  const columns = {
    id: locations.id,
    title: locations.title,
    domain: locations.domain,
    type: locations.type,
  };
  if (actor.isPlatformAdmin) {
    const all = await db
      .select(columns)
      .from(locations)
      .orderBy(asc(locations.title), asc(locations.id));
    return all.map((location) => ({ ...location, sso_required: null }));
  }
  const rows = await db
    .select({
      ...columns,
      passwordLogin: locations.passwordLogin,
      // Only read for a location that refuses this session; a handful of rows per location.
      providers: sql<TSsoProvider[] | null>`case when not ${locations.passwordLogin} then
        (select array_agg(${ssoConnections.provider}) from ${ssoConnections}
          where ${ssoConnections.locationId} = ${locations.id} and ${ssoConnections.enabled}) end`,
    })
    .from(locations)
    .innerJoin(memberships, eq(memberships.locationId, locations.id))
    .where(and(eq(memberships.userId, actor.userId), eq(memberships.active, true)))
    .orderBy(asc(locations.title), asc(locations.id));
  const order = (provider: TSsoProvider) => SSO_PROVIDERS.indexOf(provider);
  return rows.map(({ passwordLogin, providers, ...location }) => ({
    ...location,
    sso_required: needsSchoolAccount(actor, { id: location.id, passwordLogin })
      ? [...(providers ?? [])].sort((a, b) => order(a) - order(b))
      : null,
  }));
}
