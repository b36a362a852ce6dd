import { and, asc, eq, gte, isNull, lte, ne, or, type SQL } from 'drizzle-orm';
import { LICENSE_MESSAGES, licenseState, type TLicense, type TLicenseInput } from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import { licenses, locations, type LicenseRow } from '../../db/schema';
import { notFound, invalidField } from '../errors';
import { currentLicense, schoolDay } from './active-license';
import type { LocationScope } from '../locations/location-scope';

function toLicense(row: LicenseRow, today: string): TLicense {
  return {
    id: row.id,
    locationId: row.locationId,
    level: row.level,
    type: row.type,
    startDate: row.startDate,
    endDate: row.endDate,
    maxEducations: row.maxEducations,
    state: licenseState(row, today),
  };
}

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

/**
 * SECURITY-CRITICAL (tenancy) and the overlap rule: runs `write` in a transaction that first
 * locks the location row, so two requests cannot both add a period the other would overlap.
 * (An exclusion constraint would need btree_gist, which PGlite lacks.)
 */
async function withLockedLocation<T>(
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

async function refuseOverlap(
  tx: DbOrTx,
  locationId: number,
  input: TLicenseInput,
  exceptId?: number,
): Promise<void> {
  const conditions: (SQL | undefined)[] = [
    eq(licenses.locationId, locationId),
    or(isNull(licenses.endDate), gte(licenses.endDate, input.startDate)),
    input.endDate === null ? undefined : lte(licenses.startDate, input.endDate),
    exceptId === undefined ? undefined : ne(licenses.id, exceptId),
  ];
  const [overlapping] = await tx
    .select({ id: licenses.id })
    .from(licenses)
    .where(and(...conditions))
    .limit(1);
  if (overlapping) throw invalidField('startDate', LICENSE_MESSAGES.overlap);
}

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
      .values({ locationId, ...input })
      .returning();
    return inserted;
  });
  if (!row) throw new Error('license not created');
  return toLicense(row, schoolDay(now));
}

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
      .set({ ...input, updatedAt: now })
      .where(and(eq(licenses.id, licenseId), eq(licenses.locationId, locationId)))
      .returning();
    return updated;
  });
  if (!row) throw notFound('notFound.license');
  return toLicense(row, schoolDay(now));
}

export async function deleteLicense(options: {
  db: DbOrTx;
  locationId: number;
  licenseId: number;
}): Promise<void> {
  const { db, locationId, licenseId } = options;
  const deleted = await db
    .delete(licenses)
    .where(and(eq(licenses.id, licenseId), eq(licenses.locationId, locationId)))
    .returning({ id: licenses.id });
  if (deleted.length === 0) throw notFound('notFound.license');
}

/**
 * The maximum number of educations the location's current license allows, or null without a
 * current license. Creating an education checks this (educations issue).
 */
export async function licensedEducationLimit(options: {
  db: DbOrTx;
  locationId: number;
  now: Date;
}): Promise<number | null> {
  return (await currentLicense(options))?.maxEducations ?? null;
}
