import { eq } from 'drizzle-orm';
import type { TCatalogueItem, TCatalogueKind } from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import { conflict, notFound, uniqueOrInvalid } from '../errors';
import { assertNameFree } from './catalogue-name';
import { findItem, TABLES, toItem, type ItemInput, type ItemOf } from './catalogue-tables';

/** Custom items only: a default keeps its name, icon and colour (409). */
export async function updateCatalogueItem(options: {
  db: DbOrTx;
  kind: TCatalogueKind;
  item: ItemOf;
  input: ItemInput;
  now: Date;
}): Promise<TCatalogueItem> {
  const { db, kind, input, now } = options;
  const item = await findItem(db, kind, options.item);
  if (item.key !== null) throw conflict('catalogues.defaultNotChangeable');
  await assertNameFree({
    db,
    kind,
    locationId: options.item.scope.locationId,
    name: input.name,
    exceptId: item.id,
  });
  const table = TABLES[kind];
  const [row] = await uniqueOrInvalid(
    () =>
      db
        .update(table)
        .set({ name: input.name, icon: input.icon, color: input.color, updatedAt: now })
        .where(eq(table.id, item.id))
        .returning(),
    { field: 'name', key: 'catalogues.nameTaken' },
  );
  if (!row) throw notFound();
  return toItem(row);
}
