import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { locationLogos } from '../../db/schema';
import { notFound } from '../errors';
import type { LocationScope } from './location-scope';

/** The location's logo with its version (the logo URL's `?v=`); 404 when it has none. */
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
