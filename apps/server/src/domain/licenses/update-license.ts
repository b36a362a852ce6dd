import { and, eq } from 'drizzle-orm';
import type { TLicense, TLicenseInput } from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import { licenses } from '../../db/schema';
import { notFound } from '../errors';
import { schoolDay } from './active-license';
import { toLicense } from './license-answer';
import { licenseColumns } from './license-columns';
import { refuseOverlap, withLockedLocation } from './license-overlap';

/** Changes a license of the location; one of another location is "not found". */
export async function updateLicense(options: {
  db: DbOrTx;
  locationId: number;
  licenseId: number;
  input: TLicenseInput;
  now: Date;
}): Promise<TLicense> {
  const { db, locationId, licenseId, input, now } = options;
  const row = await withLockedLocation(db, locationId, async (tx) => {
    const [own] = await tx
      .select({ id: licenses.id })
      .from(licenses)
      .where(and(eq(licenses.id, licenseId), eq(licenses.locationId, locationId)));
    if (!own) throw notFound('notFound.license');
    await refuseOverlap(tx, locationId, input, licenseId);
    const [updated] = await tx
      .update(licenses)
      .set({ ...licenseColumns(input), updatedAt: now })
      .where(and(eq(licenses.id, licenseId), eq(licenses.locationId, locationId)))
      .returning();
    return updated;
  });
  if (!row) throw notFound('notFound.license');
  return toLicense(row, schoolDay(now));
}
