import type { TCatalogueKind } from '@cp/contracts';
import type { DbOrTx } from '../../db/client';

/**
 * Removes everything that uses a test format or activity: SPEC §4 "deactivating removes all
 * connections and cannot be undone". Runs inside the transaction that deactivates or deletes
 * the item. Nothing refers to these items yet; the plan issue adds its deletes here (planned
 * tests by test format, planned activities by activity, their links), so every way of retiring
 * an item clears them in one place.
 */
export async function removeCatalogueConnections(options: {
  tx: DbOrTx;
  kind: TCatalogueKind;
  locationId: number;
  itemId: number;
}): Promise<void> {
  void options;
}
