import { and, eq } from 'drizzle-orm';
import type { TCatalogueItem, TCatalogueKind } from '@cp/contracts';
import type { Db } from '../../db/client';
import { withEvents, type Publisher } from '../events/publisher';
import { conflict, notFound } from '../errors';
import { TABLES, toItem, type ItemOf } from './catalogue-tables';
import { removeCatalogueConnections } from './connections';

/**
 * The active toggle. Deactivating removes all connections and cannot be undone
 * (docs/organisation.md "Catalogues and help texts"), so asking to activate a deactivated item is
 * refused with 409. Asking for the state an item already has changes nothing.
 */
export async function setCatalogueItemActive(options: {
  db: Db;
  publisher: Publisher;
  kind: TCatalogueKind;
  item: ItemOf;
  active: boolean;
  now: Date;
}): Promise<TCatalogueItem> {
  const { kind, active, now } = options;
  const { scope, id } = options.item;
  const table = TABLES[kind];
  return withEvents(options, async (tx, events) => {
    const [item] = await tx
      .select()
      .from(table)
      .where(and(eq(table.id, id), eq(table.locationId, scope.locationId)))
      .for('update');
    if (!item) throw notFound();
    if (active && !item.active) {
      throw conflict('catalogues.deactivatedFinal');
    }
    if (active === item.active) return toItem(item);
    await removeCatalogueConnections({
      tx,
      events,
      kind,
      locationId: scope.locationId,
      itemId: item.id,
    });
    const [row] = await tx
      .update(table)
      .set({ active: false, updatedAt: now })
      .where(eq(table.id, item.id))
      .returning();
    if (!row) throw notFound();
    return toItem(row);
  });
}
