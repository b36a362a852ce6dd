import { and, asc, eq, getTableColumns, getTableName, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client';

/*
 * Education-owned tables, declared once (docs/design.md "Backups and duplicates"): per table its
 * columns under their snapshot field names, which fields refer to which other table of the list,
 * and how its rows are found for an education. From that one list come
 * - the snapshot's zod schema and row types (backups),
 * - load (one select per table) and restore with the original ids (backups),
 * - copy into another education with new ids and every reference remapped (duplicate).
 *
 * Rows travel in one form, the snapshot's: fields by their snapshot names, integers as numbers,
 * text and numeric as text (numeric exactly as PostgreSQL writes it), timestamps as ISO text in
 * UTC with microseconds (a JS Date would cut them off). Every statement count is fixed whatever
 * the size: one select per table and inserts of at most BATCH rows.
 *
 * A new table (the plan issue: planned clusters, tests, activities, ...) is one more entry, after
 * the entries it refers to. Its snapshot list defaults to empty, so older snapshots still restore.
 */

/** A table's columns under their snapshot field names (the JSON names: `competence_id`). */
export type Columns = Readonly<Record<string, PgColumn>>;

export type OwnedTable<K extends string = string, C extends Columns = Columns> = {
  /** The table's list in the snapshot, and the name other entries' `refs` use. */
  key: K;
  table: PgTable;
  /** Every copied and snapshotted column, references and the id included. */
  columns: C;
  /*
   * Fields below are named as plain strings (the helpers that build entries type them as fields
   * of `columns`; compile() checks them): `keyof C` here would make entries of different tables
   * incomparable (invariant) and the list impossible to type.
   */
  /** The field of the identity id (a copy draws new ones), or null for a link table. */
  id: string | null;
  /**
   * How the education's rows are found: by the table's own education column, or through one of
   * its refs to an entry that has one (a link table through its owner). Rows found through a ref
   * are not deleted by a restore themselves: the cascade of that entry's delete removes them.
   */
  foundBy: { educationId: PgColumn } | { through: string };
  /** Fields that hold the id of a row of another entry (earlier in the list): remapped on copy. */
  refs: Readonly<Record<string, string | undefined>>;
  /** Timestamp fields a copy sets to its own time (created_at, updated_at). */
  stamps: readonly string[];
};

/** A table of the education's own rows: identity id, education and timestamps. */
export type EducationTable = PgTable & {
  id: PgColumn;
  educationId: PgColumn;
  createdAt: PgColumn;
  updatedAt: PgColumn;
};
type EducationTableColumns<T extends EducationTable, C extends Columns> = {
  id: T['id'];
  created_at: T['createdAt'];
  updated_at: T['updatedAt'];
} & C;

/**
 * An entry for such a table: its rows found by education_id, its id drawn anew and its
 * timestamps set on copy (a design item, a planned cluster, a test).
 */
export function educationTable<const K extends string, T extends EducationTable, C extends Columns>(
  key: K,
  table: T,
  columns: C,
  refs: Partial<Record<keyof C & string, string>> = {},
): OwnedTable<K, EducationTableColumns<T, C>> {
  return {
    key,
    table,
    columns: { id: table.id, created_at: table.createdAt, updated_at: table.updatedAt, ...columns },
    id: 'id',
    foundBy: { educationId: table.educationId },
    refs,
    stamps: ['created_at', 'updated_at'],
  };
}

/** A column's value in the snapshot. */
type SnapshotValue<Col extends PgColumn> =
  | (Col['_']['data'] extends number ? number : Col['_']['data'] extends boolean ? boolean : string)
  | (Col['_']['notNull'] extends true ? never : null);

export type SnapshotRow<C extends Columns> = { [F in keyof C]: SnapshotValue<C[F]> };

/** Every entry's rows, under the entry's key. */
export type OwnedLists<L extends readonly OwnedTable[]> = {
  [E in L[number] as E['key']]: SnapshotRow<E['columns']>[];
};

/** A row as the generic code sees it (field name -> snapshot value). */
type Row = Readonly<Record<string, unknown>>;
export type IdMap = ReadonlyMap<number, number>;
/** An external table's id map for a copy; 'same' keeps its ids (a copy within one education). */
export type ExternalMap = IdMap | 'same';
/**
 * `partial`: copy only the rows whose refs are all in their maps (and the rows that refer to
 * those), e.g. one year's plan with a year map of that one year. Without it, a ref outside its
 * map is a fault.
 */
export type CopyOptions = { partial?: boolean };

/** Rows per insert: far below PostgreSQL's 65535 bind parameters. */
const BATCH = 1000;

const TIMESTAMP_TYPES = new Set(['PgTimestamp', 'PgTimestampString']);
const isTimestamp = (column: PgColumn) => TIMESTAMP_TYPES.has(column.columnType);

/** The zod type of a column's snapshot value; a column type without one stops the start. */
function zodOf(column: PgColumn): z.ZodType {
  const base = (() => {
    switch (column.columnType) {
      case 'PgInteger':
        return z.number().int();
      case 'PgText':
      case 'PgNumeric':
        return z.string();
      case 'PgTimestamp':
      case 'PgTimestampString':
        return z.string().min(1);
      case 'PgBoolean':
        return z.boolean();
      default:
        throw new Error(`owned tables: no snapshot form for ${column.name} (${column.columnType})`);
    }
  })();
  // A nullable field a snapshot lacks is null, a not-null one with a plain default gets that
  // default: a snapshot made before the column existed (a design item's framework source, a
  // test's weight unit) still restores.
  if (!column.notNull) return z.preprocess((value) => value ?? null, base.nullable());
  const fallback = column.default;
  const plain =
    typeof fallback === 'string' || typeof fallback === 'number' || typeof fallback === 'boolean';
  // The default is of the column's own type, which zodOf's base follows (see SnapshotValue).
  return plain ? z.preprocess((value) => value ?? fallback, base) : base;
}

/** `timestamptz` as ISO 8601 text in UTC with microseconds (restorable without loss). */
const isoText = (column: PgColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** The field of the fresh id a copy's select draws; no column is called that. */
const NEW_ID = '$newId';

/** An entry with what the statements need, worked out once when the list is declared. */
type Compiled = {
  entry: OwnedTable;
  /** The identity id column (null for a link table). */
  idColumn: PgColumn | null;
  fields: {
    name: string;
    column: PgColumn;
    tsKey: string;
    timestamp: boolean;
  }[];
  /** The TS key of the education column, for entries found by it. */
  educationKey: string | null;
  /** For entries found through a ref: the join to the owner entry. */
  owner: { table: PgTable; id: PgColumn; educationId: PgColumn; via: PgColumn } | null;
  order: PgColumn[];
};

/** The TS key (drizzle's property name) of a column of the table. */
function tsKeyOf(table: PgTable, column: PgColumn): string {
  const found = Object.entries(getTableColumns(table)).find(([, own]) => own === column);
  if (!found)
    throw new Error(`owned tables: ${column.name} is not a column of ${getTableName(table)}`);
  return found[0];
}

/**
 * Checks the list (order, refs, foundBy) and works out each entry's statement parts. A ref may
 * also name an `external` table (declared by another list, or years): a copy gets its id map
 * from the caller, a restore keeps the ids as they are.
 */
function compile(list: readonly OwnedTable[], external: readonly string[]): Compiled[] {
  const done = new Map<string, Compiled>();
  for (const entry of list) {
    const where = `owned tables: ${entry.key}`;
    if (done.has(entry.key)) throw new Error(`${where} is declared twice`);
    const column = (field: string) => {
      const found = entry.columns[field];
      if (!found) throw new Error(`${where}: no field ${field}`);
      return found;
    };
    for (const [field, target] of Object.entries(entry.refs)) {
      column(field);
      if (external.includes(target ?? '')) continue;
      if (!done.get(target ?? '')?.entry.id) {
        throw new Error(`${where}.${field}: refers to ${target}, not an earlier entry with ids`);
      }
    }
    for (const field of entry.stamps) {
      if (!isTimestamp(column(field))) throw new Error(`${where}.${field}: not a timestamp`);
    }
    let owner: Compiled['owner'] = null;
    if ('through' in entry.foundBy) {
      const via = column(entry.foundBy.through);
      const target = done.get(entry.refs[entry.foundBy.through] ?? '');
      if (!target?.idColumn || !('educationId' in target.entry.foundBy)) {
        throw new Error(`${where}: foundBy must go through a ref to an entry with an education`);
      }
      owner = {
        table: target.entry.table,
        id: target.idColumn,
        educationId: target.entry.foundBy.educationId,
        via,
      };
    }
    const fields = Object.entries(entry.columns).map(([name, col]) => {
      zodOf(col); // every column type must have a snapshot form
      return {
        name,
        column: col,
        tsKey: tsKeyOf(entry.table, col),
        timestamp: isTimestamp(col),
      };
    });
    const idColumn = entry.id ? column(entry.id) : null;
    done.set(entry.key, {
      entry,
      idColumn,
      fields,
      educationKey:
        'educationId' in entry.foundBy ? tsKeyOf(entry.table, entry.foundBy.educationId) : null,
      owner,
      // Items by id; links (no id) by their columns, so a snapshot's order is stable.
      order: idColumn ? [idColumn] : fields.map((field) => field.column),
    });
  }
  return [...done.values()];
}

/** One select of the education's rows, in snapshot form (and a fresh id each, for a copy). */
async function selectRows(
  tx: DbOrTx,
  table: Compiled,
  educationId: number,
  copy: boolean,
  narrow?: SQL,
): Promise<Row[]> {
  const { entry, owner, idColumn } = table;
  const selection: Record<string, PgColumn | SQL> = {};
  for (const field of table.fields) {
    // A copy sets its own time for the stamps: no need to read them.
    if (copy && entry.stamps.includes(field.name)) continue;
    selection[field.name] = field.timestamp ? isoText(field.column) : field.column;
  }
  if (copy && idColumn) {
    selection[NEW_ID] =
      sql<number>`nextval(pg_get_serial_sequence(${getTableName(entry.table)}, ${idColumn.name}))::int`;
  }
  let query = tx.select(selection).from(entry.table).$dynamic();
  if (owner) {
    query = query
      .innerJoin(owner.table, eq(owner.id, owner.via))
      .where(and(eq(owner.educationId, educationId), narrow));
  } else if ('educationId' in entry.foundBy) {
    query = query.where(and(eq(entry.foundBy.educationId, educationId), narrow));
  }
  return query.orderBy(...table.order.map((column) => asc(column)));
}

/** Inserts rows in snapshot form, in batches, with their ids (OVERRIDING SYSTEM VALUE). */
async function insertRows(
  tx: DbOrTx,
  table: Compiled,
  rows: readonly Row[],
  educationId: number,
): Promise<void> {
  const { entry } = table;
  const values = rows.map((row) => {
    const value: Record<string, unknown> = {};
    for (const field of table.fields) {
      const fieldValue = row[field.name];
      value[field.tsKey] =
        fieldValue === null ? null : field.timestamp ? sql`${fieldValue}::timestamptz` : fieldValue;
    }
    if (table.educationKey) value[table.educationKey] = educationId;
    return value;
  });
  for (let i = 0; i < values.length; i += BATCH) {
    const batch = values.slice(i, i + BATCH);
    const insert = tx.insert(entry.table);
    await (entry.id ? insert.overridingSystemValue() : insert).values(batch);
  }
}

/** An id field's value (ids, refs and drawn ids are integers by the columns' types). */
function idValue(value: unknown): number {
  if (typeof value !== 'number') throw new Error(`owned tables: ${String(value)} is not an id`);
  return value;
}

/** The copy's id of a row of the source; undefined when that row was not copied. */
/** Ids per `IN` list when a partial copy narrows its select (far below the bind limit). */
const NARROW_LIMIT = 5000;

/**
 * For a partial copy: the rows of `table` that can be copied at all are those whose first
 * not-null ref with an id map has its id in that map (one year's planned clusters, their
 * tests ...), so the select asks only for those instead of the whole education.
 */
function narrowing(table: Compiled, maps: ReadonlyMap<string, ExternalMap>): SQL | undefined {
  for (const [field, target] of Object.entries(table.entry.refs)) {
    const map = maps.get(target ?? '');
    const column = table.fields.find((candidate) => candidate.name === field)?.column;
    if (!column?.notNull || map === undefined || map === 'same') continue;
    if (map.size > NARROW_LIMIT) return undefined;
    return map.size === 0 ? sql`false` : inArray(column, [...map.keys()]);
  }
  return undefined;
}

function mappedId(map: ExternalMap | undefined, id: unknown): number | undefined {
  if (map === 'same') return idValue(id);
  return map?.get(idValue(id));
}

/** What a list of owned tables gives: its snapshot schema, load, restore and copy. */
export type OwnedTables<L extends readonly OwnedTable[]> = {
  list: L;
  /** Every list defaults to empty: a snapshot made before a table existed restores as none. */
  schema: z.ZodType<OwnedLists<L>, Partial<OwnedLists<L>>>;
  /** The education's rows of every table, ids and timestamps included. */
  load(tx: DbOrTx, educationId: number): Promise<OwnedLists<L>>;
  /** Replaces the education's rows by the lists', every row with its original id. */
  restore(
    tx: DbOrTx,
    educationId: number,
    lists: Readonly<Record<string, readonly Row[]>>,
  ): Promise<void>;
  /**
   * Copies the rows into another education (or, with `partial` and 'same' maps, within one):
   * new ids, refs remapped, stamps `now`. `external` gives the id maps of external tables; the
   * answer has every id map (external and own), so a next list can refer to this one's tables.
   */
  copy(
    tx: DbOrTx,
    fromEducationId: number,
    toEducationId: number,
    now: Date,
    external?: ReadonlyMap<string, ExternalMap>,
    options?: CopyOptions,
  ): Promise<Map<string, IdMap>>;
};

export function ownedTables<const L extends readonly OwnedTable[]>(
  list: L,
  options: { external?: readonly string[] } = {},
): OwnedTables<L> {
  const tables = compile(list, options.external ?? []);
  const shape = Object.fromEntries(
    tables.map(({ entry, fields }) => [
      entry.key,
      z
        .array(z.object(Object.fromEntries(fields.map((f) => [f.name, zodOf(f.column)]))))
        .default([]),
    ]),
  );
  // The one cast of the generic boundary: the schema is built from the same columns that
  // SnapshotRow types (zodOf follows SnapshotValue), which zod's types cannot follow.
  const schema = z.object(shape) as unknown as OwnedTables<L>['schema'];

  return {
    list,
    schema,
    async load(tx, educationId) {
      const lists: Record<string, Row[]> = {};
      for (const table of tables) {
        lists[table.entry.key] = await selectRows(tx, table, educationId, false);
      }
      // Checked like a snapshot being restored, which also gives the typed form. A misfit is a
      // fault of the server, not of a request: a plain Error (a ZodError would answer 422).
      const parsed = schema.safeParse(lists);
      if (!parsed.success) throw new Error(`owned tables: unfit rows: ${parsed.error.message}`);
      return parsed.data;
    },
    async restore(tx, educationId, lists) {
      // Children first; tables found through a ref go with their owner's cascade.
      for (const { entry } of [...tables].reverse()) {
        if ('educationId' in entry.foundBy) {
          await tx.delete(entry.table).where(eq(entry.foundBy.educationId, educationId));
        }
      }
      for (const table of tables) {
        await insertRows(tx, table, lists[table.entry.key] ?? [], educationId);
      }
    },
    async copy(tx, fromEducationId, toEducationId, now, external, copyOptions = {}) {
      const maps = new Map<string, ExternalMap>(external);
      const own = new Map<string, IdMap>();
      const stamp = now.toISOString();
      for (const table of tables) {
        const { entry } = table;
        const narrow = copyOptions.partial ? narrowing(table, maps) : undefined;
        const rows = await selectRows(tx, table, fromEducationId, true, narrow);
        const copies: Record<string, unknown>[] = [];
        const ids = new Map<number, number>();
        for (const row of rows) {
          const copy: Record<string, unknown> = { ...row };
          let complete = true;
          for (const [field, target] of Object.entries(entry.refs)) {
            const id = row[field];
            const to = id === null ? null : mappedId(maps.get(target ?? ''), id);
            if (to === undefined) complete = false;
            copy[field] = to;
          }
          if (!complete) {
            if (copyOptions.partial) continue;
            throw new Error(`owned tables copy: ${entry.key} refers to a row not copied`);
          }
          if (entry.id) {
            copy[entry.id] = row[NEW_ID];
            ids.set(idValue(row[entry.id]), idValue(row[NEW_ID]));
          }
          for (const field of entry.stamps) copy[field] = stamp;
          copies.push(copy);
        }
        if (entry.id) {
          maps.set(entry.key, ids);
          own.set(entry.key, ids);
        }
        await insertRows(tx, table, copies, toEducationId);
      }
      for (const [key, map] of maps) if (map !== 'same' && !own.has(key)) own.set(key, map);
      return own;
    },
  };
}

/**
 * A link from an education's item to a framework item (schema/frameworks.ts), found through its
 * owner: the owner's id is remapped on copy, the framework item's stays (it is the location's or
 * national, not the education's, and is never deleted while the location exists).
 */
export function frameworkItemLink<const K extends string, C extends Columns>(
  key: K,
  table: PgTable,
  columns: C & { framework_item_id: PgColumn },
  owner: keyof C & string,
  ownerKey: string,
): OwnedTable<K, C> {
  return {
    key,
    table,
    columns,
    id: null,
    foundBy: { through: owner },
    refs: { [owner]: ownerKey },
    stamps: [],
  };
}
