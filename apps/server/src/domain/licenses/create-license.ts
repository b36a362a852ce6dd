import type { TLicense, TLicenseInput } from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import { licenses } from '../../db/schema';
import { schoolDay } from './active-license';
import { toLicense } from './license-answer';
import { licenseColumns } from './license-columns';
import { refuseOverlap, withLockedLocation } from './license-overlap';

export async function createLicense(options: {
  db: DbOrTx;
  locationId: number;
  input: TLicenseInput;
  now: Date;
}): Promise<TLicense> {
  const { db, locationId, input, now } = options;
  const row = await withLockedLocation(db, locationId, async (tx) => {
    await refuseOverlap(tx, locationId, input);
    const [inserted] = await tx
      .insert(licenses)
      .values({ locationId, ...licenseColumns(input) })
      .returning();
    return inserted;
  });
  if (!row) throw new Error('license not created');
  return toLicense(row, schoolDay(now));
}
