import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { licenses } from '../../db/schema';
import { notFound } from '../errors';

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
