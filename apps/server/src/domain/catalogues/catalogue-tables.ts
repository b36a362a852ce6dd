import { and, eq } from 'drizzle-orm';
import type { TCatalogueItem, TCatalogueKind } from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import { activities, testFormats } from '../../db/schema';
import { notFound } from '../errors';
import type { LocationScope } from '../locations/location-scope';

/*
 * Test formats and activities / working methods of a location (docs/organisation.md "Catalogues
 * and help texts"): defaults (a `key`, named by the app) plus custom items (a `name`). Every
 * location has the defaults: they are added lazily, on the first read or change of the catalogue
 * (ensure-catalogue-defaults.ts), so demo locations, new locations and defaults added in a later
 * version all get them without a hook in location creation. Every use case takes the location's
 * `scope` (the access check's proof, ../locations/location-scope.ts); every lookup is by its
 * location id, so an id of another location is 404. What the use cases share is here.
 */

// Both tables have the same columns (db/schema/catalogue-columns.ts); typing them as one lets
// one set of functions serve both catalogues.
type CatalogueTable = typeof testFormats;
export const TABLES: Record<TCatalogueKind, CatalogueTable> = {
  testFormats,
  activities: activities as unknown as CatalogueTable,
};

export type ItemInput = { name: string; icon: string; color: string };
export type Row = CatalogueTable['$inferSelect'];
/** One item of the location: its id, found only within the scope's location. */
export type ItemOf = { scope: LocationScope; id: number };

export const toItem = (row: Row): TCatalogueItem => ({
  id: row.id,
  key: row.key,
  name: row.name,
  icon: row.icon,
  color: row.color,
  active: row.active,
});

/** The item within the scope's location; 404 otherwise. */
export async function findItem(db: DbOrTx, kind: TCatalogueKind, item: ItemOf) {
  const table = TABLES[kind];
  const [row] = await db
    .select()
    .from(table)
    .where(and(eq(table.id, item.id), eq(table.locationId, item.scope.locationId)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}
