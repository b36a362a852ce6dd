import { and, eq, gte, isNull, lte, ne, or, type SQL } from 'drizzle-orm';
import { LICENSE_MESSAGES, type TLicenseInput } from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import { licenses, locations } from '../../db/schema';
import { invalidField, notFound } from '../errors';

/**
 * SECURITY-CRITICAL (tenancy) and the overlap rule: runs `write` in a transaction that first
 * locks the location row, so two requests cannot both add a period the other would overlap.
 * (An exclusion constraint would need btree_gist, which PGlite lacks.)
 */
export async function withLockedLocation<T>(
  db: DbOrTx,
  locationId: number,
  write: (tx: DbOrTx) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const [location] = await tx
      .select({ id: locations.id })
      .from(locations)
      .where(eq(locations.id, locationId))
      .for('update');
    if (!location) throw notFound('notFound.location');
    return write(tx);
  });
}

/** The overlap rule: the license periods of a location do not overlap (422 otherwise). */
export async function refuseOverlap(
  tx: DbOrTx,
  locationId: number,
  input: TLicenseInput,
  exceptId?: number,
): Promise<void> {
  const conditions: (SQL | undefined)[] = [
    eq(licenses.locationId, locationId),
    or(isNull(licenses.endDate), gte(licenses.endDate, input.start_date)),
    input.end_date === null ? undefined : lte(licenses.startDate, input.end_date),
    exceptId === undefined ? undefined : ne(licenses.id, exceptId),
  ];
  const [overlapping] = await tx
    .select({ id: licenses.id })
    .from(licenses)
    .where(and(...conditions))
    .limit(1);
  if (overlapping) throw invalidField('start_date', LICENSE_MESSAGES.overlap);
}
