import { eq } from 'drizzle-orm';
import { CATALOGUE_DEFAULTS, type TCatalogueItem, type TCatalogueKind } from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import type { LocationScope } from '../locations/location-scope';
import { TABLES, toItem, type Row } from './catalogue-tables';
import { ensureCatalogueDefaults } from './ensure-catalogue-defaults';

/** Defaults in their fixed order, then custom items by name. */
export async function listCatalogueItems(options: {
  db: DbOrTx;
  kind: TCatalogueKind;
  scope: LocationScope;
}): Promise<TCatalogueItem[]> {
  const { db, kind } = options;
  const { locationId } = options.scope;
  await ensureCatalogueDefaults({ db, kind, locationId });
  const table = TABLES[kind];
  const rows = await db.select().from(table).where(eq(table.locationId, locationId));
  const order = new Map(CATALOGUE_DEFAULTS[kind].map((d, index) => [d.key as string, index]));
  const rank = (row: Row) => (row.key === null ? order.size : (order.get(row.key) ?? order.size));
  return rows
    .sort(
      (a, b) =>
        rank(a) - rank(b) || (a.name ?? '').localeCompare(b.name ?? '', 'nl') || a.id - b.id,
    )
    .map(toItem);
}
