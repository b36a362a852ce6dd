import { and, eq, ne, sql } from 'drizzle-orm';
import { ORGANISATION_MESSAGES } from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import { faculties } from '../../db/schema';
import { invalidField } from '../errors';

/** The unique index that backs the name rule when two requests race. */
export const FACULTY_NAME_UNIQUE = 'faculties_location_id_name_unique';

/** Names are unique within the location, whatever their case (checked first for a clear error). */
export async function refuseTakenName(
  db: DbOrTx,
  locationId: number,
  name: string,
  exceptId?: number,
) {
  const sameName = and(
    eq(faculties.locationId, locationId),
    eq(sql`lower(${faculties.name})`, name.toLowerCase()),
  );
  const [taken] = await db
    .select({ id: faculties.id })
    .from(faculties)
    .where(exceptId === undefined ? sameName : and(sameName, ne(faculties.id, exceptId)))
    .limit(1);
  if (taken) throw invalidField('name', ORGANISATION_MESSAGES.nameTaken);
}
