import { eq } from 'drizzle-orm';
import { educationParentRoom, NATIONAL_FRAMEWORKS_ROOM } from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import { educationParents, faculties } from '../../db/schema';
import type { EventQueue } from '../events/publisher';
import type { TFrameworkOwner } from './store-framework';

/**
 * After an import commits, open screens reload their frameworks (docs/frameworks.md
 * "Realtime"): a national import is told to every signed-in tab; a location's own to the rooms
 * of its education parents, where every tab working in that location listens.
 */
export async function tellFrameworksChanged(
  tx: DbOrTx,
  events: EventQueue,
  owner: TFrameworkOwner,
): Promise<void> {
  if (owner.locationId === null) {
    events.emit(NATIONAL_FRAMEWORKS_ROOM, 'frameworks_update', { national: true });
    return;
  }
  const parents = await tx
    .select({ id: educationParents.id })
    .from(educationParents)
    .innerJoin(faculties, eq(faculties.id, educationParents.facultyId))
    .where(eq(faculties.locationId, owner.locationId));
  for (const parent of parents) {
    events.emit(educationParentRoom(parent.id), 'frameworks_update', { national: false });
  }
}
