import { and, eq } from 'drizzle-orm';
import type { TSsoProvider } from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import { locations, ssoConnections, type SsoConnectionRow } from '../../db/schema';
import { openSecret } from './secret-box';

/*
 * The connection a sign-in (sign-in.ts) or a provider logout (provider-logout.ts) goes through,
 * with its client secret opened (docs/sso.md).
 */

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
