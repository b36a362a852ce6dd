import { and, eq, isNotNull, ne, sql } from 'drizzle-orm';
import { CATALOGUE_DEFAULTS, type TCatalogueItem, type TCatalogueKind } from '@cp/contracts';
import type { Db, DbOrTx } from '../../db/client';
import { activities, testFormats } from '../../db/schema';
import { withEvents, type Publisher } from '../events/publisher';
import { notFound, conflict, invalidField, uniqueOrInvalid } from '../errors';
import { removeCatalogueConnections } from './connections';
import type { LocationScope } from '../locations/location-scope';

/*
 * Test formats and activities / working methods of a location (SPEC §3, §4): defaults (a `key`,
 * named by the app) plus custom items (a `name`). Every location has the defaults: they are
 * added lazily, on the first read or change of the catalogue, so demo locations, new locations
 * and defaults added in a later version all get them without a hook in location creation.
 * Every function takes the location's `scope` (the access check's proof, ../locations/location-scope.ts);
 * every lookup is by its location id, so an id of another location is 404.
 */

// Both tables have the same columns (db/schema/catalogue-columns.ts); typing them as one lets
// one set of functions serve both catalogues.
type CatalogueTable = typeof testFormats;
const TABLES: Record<TCatalogueKind, CatalogueTable> = {
  testFormats,
  activities: activities as unknown as CatalogueTable,
};

type ItemInput = { name: string; icon: string; color: string };
type Row = CatalogueTable['$inferSelect'];
/** One item of the location: its id, found only within the scope's location. */
type ItemOf = { scope: LocationScope; id: number };

const toItem = (row: Row): TCatalogueItem => ({
  id: row.id,
  key: row.key,
  name: row.name,
  icon: row.icon,
  color: row.color,
  active: row.active,
});

/**
 * Adds the defaults a location does not have yet; a deactivated default stays deactivated. A bare
 * location id: it reads nothing and the demo seed calls it too.
 */
export async function ensureCatalogueDefaults(options: {
  db: DbOrTx;
  kind: TCatalogueKind;
  locationId: number;
}): Promise<void> {
  const { db, kind, locationId } = options;
  const rows = CATALOGUE_DEFAULTS[kind].map((d) => ({
    locationId,
    key: d.key,
    icon: d.icon,
    color: d.color,
  }));
  await db.insert(TABLES[kind]).values(rows).onConflictDoNothing();
}

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

/** A custom name may not repeat another custom name nor a default's name (in any language). */
async function assertNameFree(options: {
  db: DbOrTx;
  kind: TCatalogueKind;
  locationId: number;
  name: string;
  exceptId?: number;
}): Promise<void> {
  const { db, kind, locationId, name, exceptId } = options;
  const lower = name.toLocaleLowerCase('nl');
  const isDefaultName = CATALOGUE_DEFAULTS[kind].some((d) =>
    Object.values(d.name).some((n) => n.toLocaleLowerCase('nl') === lower),
  );
  if (isDefaultName) throw invalidField('name', 'catalogues.nameTaken');
  const table = TABLES[kind];
  const [clash] = await db
    .select({ id: table.id })
    .from(table)
    .where(
      and(
        eq(table.locationId, locationId),
        isNotNull(table.name),
        sql`lower(${table.name}) = lower(${name})`,
        exceptId === undefined ? undefined : ne(table.id, exceptId),
      ),
    )
    .limit(1);
  if (clash) throw invalidField('name', 'catalogues.nameTaken');
}

async function findItem(db: DbOrTx, kind: TCatalogueKind, item: ItemOf) {
  const table = TABLES[kind];
  const [row] = await db
    .select()
    .from(table)
    .where(and(eq(table.id, item.id), eq(table.locationId, item.scope.locationId)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

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

/**
 * The active toggle. Deactivating removes all connections and cannot be undone (SPEC §4), so
 * asking to activate a deactivated item is refused with 409. Asking for the state an item
 * already has changes nothing.
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
