import { eq } from 'drizzle-orm';
import type { TCatalogueKind } from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import { planActivities, planTests } from '../../db/schema';

/**
 * Removes everything that uses a test format or activity: SPEC §4 "deactivating removes all
 * connections and cannot be undone". Runs inside the transaction that deactivates or deletes
 * the item, so every way of retiring an item clears them in one place. The plan's tests and
 * activities stay, without format or activity (docs/plan.md "Test formats"): the next edit asks
 * for one, and their links to each other stay. A catalogue item belongs to one location and the
 * plan only accepts items of the education's own location, so the id alone finds exactly that
 * location's rows (`locationId` is kept for callers and future connections).
 */
export async function removeCatalogueConnections(options: {
  tx: DbOrTx;
  kind: TCatalogueKind;
  locationId: number;
  itemId: number;
}): Promise<void> {
  const { tx, kind, itemId } = options;
  if (kind === 'testFormats') {
    await tx
      .update(planTests)
      .set({ testFormatId: null })
      .where(eq(planTests.testFormatId, itemId));
  } else {
    await tx
      .update(planActivities)
      .set({ activityId: null })
      .where(eq(planActivities.activityId, itemId));
  }
}
