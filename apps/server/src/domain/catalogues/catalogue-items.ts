import { and, eq, isNotNull, ne, sql } from 'drizzle-orm';
import {
  CATALOGUE_DEFAULTS,
  type TCatalogueItem,
  type TCatalogueKind,
  type TLocationItemParams,
} from '@cp/contracts';
import type { Db, DbOrTx } from '../../db/client';
import { activities, testFormats } from '../../db/schema';
import { withEvents, type Publisher } from '../events/publisher';
import { notFound, conflict, invalidField, uniqueOrInvalid } from '../errors';
import { removeCatalogueConnections } from './connections';

/*
 * Test formats and activities / working methods of a location (SPEC §3, §4): defaults (a `key`,
 * named by the app) plus custom items (a `name`). Every location has the defaults: they are
 * added lazily, on the first read or change of the catalogue, so demo locations, new locations
 * and defaults added in a later version all get them without a hook in location creation.
 * Callers have checked access to the location (http/access); every lookup is by location id, so
 * an id of another location is 404.
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

const toItem = (row: Row): TCatalogueItem => ({
  id: row.id,
  key: row.key,
  name: row.name,
  icon: row.icon,
  color: row.color,
  active: row.active,
});

/** Adds the defaults a location does not have yet; a deactivated default stays deactivated. */
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
  locationId: number;
}): Promise<TCatalogueItem[]> {
  const { db, kind, locationId } = options;
  await ensureCatalogueDefaults(options);
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
  if (isDefaultName) throw invalidField('name', 'taken');
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
  if (clash) throw invalidField('name', 'taken');
}

async function findItem(db: DbOrTx, kind: TCatalogueKind, params: TLocationItemParams) {
  const table = TABLES[kind];
  const [row] = await db
    .select()
    .from(table)
    .where(and(eq(table.id, params.id), eq(table.locationId, params.location)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

export async function createCatalogueItem(options: {
  db: DbOrTx;
  kind: TCatalogueKind;
  locationId: number;
  input: ItemInput;
}): Promise<TCatalogueItem> {
  const { db, kind, locationId, input } = options;
  await ensureCatalogueDefaults(options);
  await assertNameFree({ db, kind, locationId, name: input.name });
  const [row] = await uniqueOrInvalid(
    () =>
      db
        .insert(TABLES[kind])
        .values({ locationId, name: input.name, icon: input.icon, color: input.color })
        .returning(),
    { field: 'name', message: 'taken' },
  );
  if (!row) throw new Error('catalogue item not created');
  return toItem(row);
}

/** Custom items only: a default keeps its name, icon and colour (409). */
export async function updateCatalogueItem(options: {
  db: DbOrTx;
  kind: TCatalogueKind;
  params: TLocationItemParams;
  input: ItemInput;
  now: Date;
}): Promise<TCatalogueItem> {
  const { db, kind, params, input, now } = options;
  const item = await findItem(db, kind, params);
  if (item.key !== null) throw conflict('A default item cannot be changed');
  await assertNameFree({
    db,
    kind,
    locationId: params.location,
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
    { field: 'name', message: 'taken' },
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
  params: TLocationItemParams;
  active: boolean;
  now: Date;
}): Promise<TCatalogueItem> {
  const { kind, params, active, now } = options;
  const table = TABLES[kind];
  return withEvents(options, async (tx, events) => {
    const [item] = await tx
      .select()
      .from(table)
      .where(and(eq(table.id, params.id), eq(table.locationId, params.location)))
      .for('update');
    if (!item) throw notFound();
    if (active && !item.active) {
      throw conflict('A deactivated item cannot be activated again');
    }
    if (active === item.active) return toItem(item);
    await removeCatalogueConnections({
      tx,
      events,
      kind,
      locationId: params.location,
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
  params: TLocationItemParams;
}): Promise<void> {
  const { kind, params } = options;
  const table = TABLES[kind];
  await withEvents(options, async (tx, events) => {
    const item = await findItem(tx, kind, params);
    if (item.key !== null) throw conflict('A default item cannot be deleted');
    await removeCatalogueConnections({
      tx,
      events,
      kind,
      locationId: params.location,
      itemId: item.id,
    });
    await tx.delete(table).where(eq(table.id, item.id));
  });
}
