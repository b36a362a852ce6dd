import { eq } from 'drizzle-orm';
import { educationParentRoom } from '@cp/contracts';
import { educations } from '../../db/schema';
import { withEvents } from '../events/publisher';
import { notFound } from '../errors';
import { assertRoomForEducation } from './license-limit';
import type { EducationChange } from './change-education';
import { requireEducation } from './require-education';

/**
 * Back from the archive into its parent, if the license has room. 404 for an education that is
 * not archived or belongs to another location.
 */
export async function restoreEducation(options: Omit<EducationChange, 'caller'>): Promise<void> {
  const { db, publisher, scope, educationId, now } = options;
  const { locationId } = scope;
  await withEvents({ db, publisher }, async (tx, events) => {
    const row = await requireEducation({
      db: tx,
      scope,
      educationId,
      archived: true,
      forUpdate: true,
    });
    if (row.deletedAt === null) throw notFound('notFound.archivedEducation');
    // Locks the location until commit, so concurrent restores and creates cannot overshoot.
    await assertRoomForEducation({ db: tx, locationId, now });
    await tx
      .update(educations)
      .set({ deletedAt: null, deletedBy: null, updatedAt: now })
      .where(eq(educations.id, row.id));
    events.emit(educationParentRoom(row.educationParentId), 'education_update', {
      education_parent_id: row.educationParentId,
      education_id: row.id,
    });
  });
}
