import { eq } from 'drizzle-orm';
import type { TCatalogueKind } from '@cp/contracts';
import type { Db } from '../../db/client';
import { withEvents, type Publisher } from '../events/publisher';
import { conflict } from '../errors';
import { findItem, TABLES, type ItemOf } from './catalogue-tables';
import { removeCatalogueConnections } from './connections';

/** Custom items only; a default can be deactivated but not deleted (409). */
export async function deleteCatalogueItem(options: {
  db: Db;
  publisher: Publisher;
  kind: TCatalogueKind;
  item: ItemOf;
}): Promise<void> {
  const { kind } = options;
  const table = TABLES[kind];
  await withEvents(options, async (tx, events) => {
    const item = await findItem(tx, kind, options.item);
    if (item.key !== null) throw conflict('catalogues.defaultNotDeletable');
    await removeCatalogueConnections({
      tx,
      events,
      kind,
      locationId: options.item.scope.locationId,
      itemId: item.id,
    });
    await tx.delete(table).where(eq(table.id, item.id));
  });
}
