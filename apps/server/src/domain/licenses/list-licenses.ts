import { asc, eq } from 'drizzle-orm';
import type { TLicense } from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import { licenses } from '../../db/schema';
import type { LocationScope } from '../locations/location-scope';
import { schoolDay } from './active-license';
import { toLicense } from './license-answer';

/** The licenses of a location, oldest period first, each with its state today. */
export async function listLicenses(options: {
  db: DbOrTx;
  scope: LocationScope;
  now: Date;
}): Promise<TLicense[]> {
  const { db, scope, now } = options;
  const { locationId } = scope;
  const rows = await db
    .select()
    .from(licenses)
    .where(eq(licenses.locationId, locationId))
    .orderBy(asc(licenses.startDate), asc(licenses.id));
  const today = schoolDay(now);
  return rows.map((row) => toLicense(row, today));
}
