import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { locations, ssoConnections } from '../../db/schema';

/**
 * Turns password sign-in back on at a location without any connection that is on, so switching
 * off or removing the last provider never leaves the school without a way in (save-connection.ts,
 * remove-connection.ts).
 */
export async function allowPasswordsWithoutConnections(db: DbOrTx, locationId: number) {
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
