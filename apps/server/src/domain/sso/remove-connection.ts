import { and, eq } from 'drizzle-orm';
import type { TSsoProvider } from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import { ssoConnections } from '../../db/schema';
import { notFound } from '../errors';
import type { LocationScope } from '../locations/location-scope';
import { allowPasswordsWithoutConnections } from './allow-passwords-without-connections';

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
