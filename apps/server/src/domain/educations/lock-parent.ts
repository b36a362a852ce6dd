import { and, eq } from 'drizzle-orm';
import { EDUCATION_MESSAGES } from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import { educationParents, faculties } from '../../db/schema';
import { invalidField } from '../errors';

/**
 * The parent within the location, locked FOR SHARE until commit so a concurrent delete of the
 * parent (which refuses non-empty parents) waits and then sees the new education. A parent of
 * another location is bad data on `education_parent_id` (422), as if it did not exist.
 */
export async function lockParentInLocation(
  tx: DbOrTx,
  locationId: number,
  educationParentId: number,
) {
  const [row] = await tx
    .select({ id: educationParents.id })
    .from(educationParents)
    .innerJoin(faculties, eq(faculties.id, educationParents.facultyId))
    .where(and(eq(educationParents.id, educationParentId), eq(faculties.locationId, locationId)))
    .for('share', { of: educationParents });
  if (!row) throw invalidField('education_parent_id', EDUCATION_MESSAGES.parentNotFound);
}
