import { eq, inArray } from 'drizzle-orm';
import { educationParentRoom, type TCatalogueKind } from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import { educations, planActivities, planTests } from '../../db/schema';
import type { EventQueue } from '../events/publisher';

/**
 * Removes everything that uses a test format or activity: deactivating removes all connections and
 * cannot be undone (docs/organisation.md "Test formats"). Runs inside the transaction that
 * deactivates or deletes the item, so every way of retiring an item clears them in one place. The
 * plan's tests and activities stay, without format or activity (docs/plan.md "Test formats"): the
 * next edit asks for one, and their links to each other stay. A catalogue item belongs to one
 * location and the plan only accepts items of the education's own location, so the id alone finds
 * exactly that location's rows (`locationId` is kept for callers and future connections).
 *
 * Every education whose plan changed gets `education_update` after the commit, so open plan
 * screens show the tests and activities without the retired item at once. Its "last change"
 * stays: the education's own content was not edited by its team.
 */
export async function removeCatalogueConnections(options: {
  tx: DbOrTx;
  events: EventQueue;
  kind: TCatalogueKind;
  locationId: number;
  itemId: number;
}): Promise<void> {
  const { tx, events, kind, itemId } = options;
  const changed =
    kind === 'testFormats'
      ? await tx
          .update(planTests)
          .set({ testFormatId: null })
          .where(eq(planTests.testFormatId, itemId))
          .returning({ educationId: planTests.educationId })
      : await tx
          .update(planActivities)
          .set({ activityId: null })
          .where(eq(planActivities.activityId, itemId))
          .returning({ educationId: planActivities.educationId });
  const educationIds = [...new Set(changed.map((row) => row.educationId))];
  if (educationIds.length === 0) return;
  const rows = await tx
    .select({ id: educations.id, parentId: educations.educationParentId })
    .from(educations)
    .where(inArray(educations.id, educationIds));
  for (const row of rows) {
    events.emit(educationParentRoom(row.parentId), 'education_update', {
      education_parent_id: row.parentId,
      education_id: row.id,
      part: 'plan',
    });
  }
}
