import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sessions, ssoConnections } from '../../db/schema';
import { withSecret } from './sign-in-connection';
import { endSessionUrl, type OidcClients } from './oidc-client';

/**
 * Where the person can also sign out at their provider, for a session that began through one;
 * asked before the session row is deleted. Null for password sessions and providers without a
 * sign-out endpoint.
 */
export async function providerLogoutUrl(options: {
  db: DbOrTx;
  oidc: OidcClients;
  secretKey: string;
  sessionIdHash: string;
}): Promise<string | null> {
  const { db, oidc, secretKey, sessionIdHash } = options;
  const [row] = await db
    .select({ connection: ssoConnections })
    .from(sessions)
    .innerJoin(ssoConnections, eq(ssoConnections.id, sessions.ssoConnectionId))
    .where(eq(sessions.idHash, sessionIdHash));
  const connection = row ? withSecret(row.connection, secretKey) : null;
  if (!connection) return null;
  const url = await endSessionUrl(oidc, {
    provider: connection.provider,
    clientId: connection.clientId,
    clientSecret: connection.clientSecret,
  });
  return url?.href ?? null;
}
