import { eq } from 'drizzle-orm';
import type { TLocationDetails } from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import { locations, type LocationRow } from '../../db/schema';
import { notFound } from '../errors';
import type { LocationScope } from './location-scope';

export function toLocationDetails(row: LocationRow): TLocationDetails {
  return {
    id: row.id,
    title: row.title,
    domain: row.domain,
    type: row.type,
    allow_flexible: row.allowFlexible,
    default_weeks: row.defaultWeeks,
    main_color: row.mainColor,
    logo_version: row.logoVersion,
  };
}

/** A location with its settings; 404 when it does not exist. */
export async function getLocationDetails(options: {
  db: DbOrTx;
  scope: LocationScope;
}): Promise<TLocationDetails> {
  const [row] = await options.db
    .select()
    .from(locations)
    .where(eq(locations.id, options.scope.locationId))
    .limit(1);
  if (!row) throw notFound('notFound.location');
  return toLocationDetails(row);
}
