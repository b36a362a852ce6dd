import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { LOCATION_MESSAGES, type TLocationDetails, type TLogoMimeType } from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import { locationLogos, locations } from '../../db/schema';
import { notFound, invalidField } from '../errors';
import { toLocationDetails } from './location-details';
import type { LocationScope } from './location-scope';

const startsWith = (bytes: Buffer, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, index) => bytes[offset + index] === byte);

/**
 * The image type by its first bytes, never by what the client claims: PNG, JPEG or WebP.
 * Anything else (SVG, which can carry scripts; GIF; a renamed file) is null.
 */
export function detectImageType(bytes: Buffer): TLogoMimeType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  // RIFF....WEBP
  if (
    startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) &&
    startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)
  ) {
    return 'image/webp';
  }
  return null;
}

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

export async function getLocationLogo(options: { db: DbOrTx; scope: LocationScope }) {
  const [logo] = await options.db
    .select({
      mimeType: locationLogos.mimeType,
      content: locationLogos.content,
      version: locationLogos.version,
    })
    .from(locationLogos)
    .where(eq(locationLogos.locationId, options.scope.locationId))
    .limit(1);
  if (!logo) throw notFound('notFound.logo');
  return logo;
}
