import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { LOCATION_MESSAGES, type TLocationDetails } from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import { locationLogos, locations } from '../../db/schema';
import { notFound, invalidField } from '../errors';
import { toLocationDetails } from './location-details';
import type { LocationScope } from './location-scope';
import { detectImageType } from './logo-image-type';

/** Stores a new logo (the caller has checked the size); 422 when it is no PNG, JPEG or WebP. */
export async function setLocationLogo(options: {
  db: DbOrTx;
  scope: LocationScope;
  content: Buffer;
  now: Date;
}): Promise<TLocationDetails> {
  const { db, scope, content, now } = options;
  const { locationId } = scope;
  const mimeType = detectImageType(content);
  if (!mimeType) throw invalidField('content', LOCATION_MESSAGES.logoType);
  const version = createHash('sha256').update(content).digest('base64url').slice(0, 22);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(locations)
      .set({ logoVersion: version, updatedAt: now })
      .where(eq(locations.id, locationId))
      .returning();
    if (!row) throw notFound('notFound.location');
    await tx
      .insert(locationLogos)
      .values({ locationId, mimeType, content, version, updatedAt: now })
      .onConflictDoUpdate({
        target: locationLogos.locationId,
        set: { mimeType, content, version, updatedAt: now },
      });
    return toLocationDetails(row);
  });
}
