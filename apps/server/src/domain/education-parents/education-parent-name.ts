import { and, eq, ne, sql } from 'drizzle-orm';
import { ORGANISATION_MESSAGES } from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import { educationParents } from '../../db/schema';
import { invalidField } from '../errors';

/** The unique index that backs the name rule when two requests race. */
export const EDUCATION_PARENT_NAME_UNIQUE = 'education_parents_faculty_id_name_unique';

/** Names are unique within the faculty, whatever their case (checked first for a clear error). */
export async function refuseTakenName(
  db: DbOrTx,
  facultyId: number,
  name: string,
  exceptId?: number,
) {
  const sameName = and(
    eq(educationParents.facultyId, facultyId),
    eq(sql`lower(${educationParents.name})`, name.toLowerCase()),
  );
  const [taken] = await db
    .select({ id: educationParents.id })
    .from(educationParents)
    .where(exceptId === undefined ? sameName : and(sameName, ne(educationParents.id, exceptId)))
    .limit(1);
  if (taken) throw invalidField('name', ORGANISATION_MESSAGES.nameTaken);
}
