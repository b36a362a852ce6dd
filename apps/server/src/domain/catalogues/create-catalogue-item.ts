import type { TCatalogueItem, TCatalogueKind } from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import { uniqueOrInvalid } from '../errors';
import type { LocationScope } from '../locations/location-scope';
import { assertNameFree } from './catalogue-name';
import { TABLES, toItem, type ItemInput } from './catalogue-tables';
import { ensureCatalogueDefaults } from './ensure-catalogue-defaults';

/** A custom item; its name is free among the location's items and the defaults' names. */
export async function createCatalogueItem(options: {
  db: DbOrTx;
  kind: TCatalogueKind;
  scope: LocationScope;
  input: ItemInput;
}): Promise<TCatalogueItem> {
  const { db, kind, input } = options;
  const { locationId } = options.scope;
  await ensureCatalogueDefaults({ db, kind, locationId });
  await assertNameFree({ db, kind, locationId, name: input.name });
  const [row] = await uniqueOrInvalid(
    () =>
      db
        .insert(TABLES[kind])
        .values({ locationId, name: input.name, icon: input.icon, color: input.color })
        .returning(),
    { field: 'name', key: 'catalogues.nameTaken' },
  );
  if (!row) throw new Error('catalogue item not created');
  return toItem(row);
}
