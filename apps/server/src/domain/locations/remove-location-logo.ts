import { eq } from 'drizzle-orm';
import type { TLocationDetails } from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import { locationLogos, locations } from '../../db/schema';
import { notFound } from '../errors';
import { toLocationDetails } from './location-details';
import type { LocationScope } from './location-scope';

/** Removes the location's logo. */
export async function removeLocationLogo(options: {
  db: DbOrTx;
  scope: LocationScope;
  now: Date;
}): Promise<TLocationDetails> {
  const { db, scope, now } = options;
  const { locationId } = scope;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(locations)
      .set({ logoVersion: null, updatedAt: now })
      .where(eq(locations.id, locationId))
      .returning();
    if (!row) throw notFound('notFound.location');
    await tx.delete(locationLogos).where(eq(locationLogos.locationId, locationId));
    return toLocationDetails(row);
  });
}
