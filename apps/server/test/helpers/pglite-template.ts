import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_TYPES, wrapPglite, type Database } from '../../src/db/client';
import { migrationsFolder } from '../../src/db/migrations-folder';

/**
 * A migrated PGlite in memory for one test file.
 *
 * Starting PGlite costs 1.2 to 1.9 s of CPU and about 100,000 page faults for its WASM heap, even
 * from a dump of an already migrated database (a quarter of migrating anew). Test files share a
 * worker process (vitest.config.ts), so a file's `close` keeps its PGlite for the next file of
 * the process, which gets it back emptied to the migrated state (`resetToTemplate`) in about a
 * tenth of a second. A PGlite whose structure a test changed is closed and a new one started.
 *
 * The dump is cached in the temp folder, keyed by the migrations and the PGlite version, so a
 * changed migration makes a new one.
 */
export async function openMigratedPglite(
  /** False where `close` must really close, e.g. in a process that must then exit by itself. */
  reuse = true,
): Promise<Database> {
  if (!reuse) return wrapPglite(await startFromTemplate());
  let client = idle.pop();
  while (client && !(await resetToTemplate(client))) {
    await client.close();
    client = idle.pop();
  }
  client ??= await startFromTemplate();
  const database = wrapPglite(client);
  const kept = client;
  let closed = false;
  return {
    ...database,
    close: async () => {
      if (closed) return;
      closed = true;
      idle.push(kept);
    },
  };
}

/** PGlites of this process whose test file has closed them, to be reset and used again. */
const idle: PGlite[] = [];

/** What the migrated template holds, taken from the first PGlite this process starts. */
type TemplateState = {
  /** The database's structure: a test that changed it leaves a PGlite that is not reused. */
  structure: string;
  tables: string[];
  /** The rows the migrations put in (per table, as JSON), put back after emptying. */
  rows: { table: string; json: string }[];
  sequences: { name: string; value: string }[];
};

let template: TemplateState | undefined;

async function startFromTemplate(): Promise<PGlite> {
  const file = join(tmpdir(), `cp-pglite-template-${templateKey()}.tar`);
  if (!existsSync(file)) {
    const migrated = new PGlite(PGLITE_TYPES);
    await migrated.waitReady;
    await wrapPglite(migrated).migrate();
    const dump = await migrated.dumpDataDir('none');
    await migrated.close();
    // Write then rename: parallel test files never read a half-written template.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  }
  // Every PGlite starts from the dump, also the first: a sequence read back from a dump stands
  // further on than in the database it was dumped from (PostgreSQL logs sequences ahead), and
  // the template state must be what every started PGlite holds.
  const client = new PGlite({ loadDataDir: new Blob([readFileSync(file)]), ...PGLITE_TYPES });
  await client.waitReady;
  template ??= await readTemplateState(client);
  return client;
}

/**
 * Everything outside PostgreSQL's own catalogues that a test could add or change: tables and
 * their columns, indexes, sequences, views, functions, triggers, temporary objects.
 */
const STRUCTURE = `
  select md5(coalesce(string_agg(item, ',' order by item), '')) as structure from (
    select n.nspname || '.' || c.relname || ':' || c.relkind::text as item
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg_toast%'
    union all
    select a.attrelid::regclass::text || '.' || a.attname || ':' || a.atttypid::regtype::text
        || ':' || a.attnotnull || ':' || coalesce(pg_get_expr(d.adbin, d.adrelid), '')
      from pg_attribute a
      join pg_class c on c.oid = a.attrelid
      join pg_namespace n on n.oid = c.relnamespace
      left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
      where n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg_toast%'
        and a.attnum > 0 and not a.attisdropped
    union all
    select 'constraint:' || conrelid::regclass::text || '.' || conname from pg_constraint
      where connamespace not in ('pg_catalog'::regnamespace, 'information_schema'::regnamespace)
    union all
    select 'trigger:' || tgrelid::regclass::text || '.' || tgname || ':' || tgenabled::text
      from pg_trigger where not tgisinternal
    union all
    select 'function:' || p.oid::regprocedure::text
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname not in ('pg_catalog', 'information_schema')
  ) as items`;

async function readTemplateState(client: PGlite): Promise<TemplateState> {
  const structure = await client.query<{ structure: string }>(STRUCTURE);
  const tables = await client.query<{ name: string }>(
    `select format('%I.%I', schemaname, tablename) as name from pg_tables
      where schemaname = 'public' order by 1`,
  );
  const rows: TemplateState['rows'] = [];
  for (const { name } of tables.rows) {
    const found = await client.query<{ json: string | null }>(
      `select json_agg(t)::text as json from ${name} t`,
    );
    const json = found.rows[0]?.json;
    if (json) rows.push({ table: name, json });
  }
  const sequences = await client.query<{ name: string; value: string }>(
    `select format('%I.%I', schemaname, sequencename) as name, last_value::text as value
      from pg_sequences where schemaname = 'public' and last_value is not null`,
  );
  return {
    structure: structure.rows[0]!.structure,
    tables: tables.rows.map((row) => row.name),
    rows,
    sequences: sequences.rows,
  };
}

/**
 * Puts a used PGlite back to the migrated template's state: the session's settings, locks and
 * temporary objects dropped, every table emptied, the migrations' rows and the sequences as they
 * were. False when it cannot be reused: a test changed the structure, or left the session in a
 * state the reset itself fails on (a transaction still open); the caller then starts a new one.
 */
async function resetToTemplate(client: PGlite): Promise<boolean> {
  const state = template;
  if (!state) return false;
  try {
    await client.exec('discard all');
    const now = await client.query<{ structure: string }>(STRUCTURE);
    if (now.rows[0]?.structure !== state.structure) return false;
    await client.transaction(async (tx) => {
      await tx.exec(`truncate ${state.tables.join(', ')} restart identity cascade`);
      for (const { table, json } of state.rows) {
        await tx.query(
          `insert into ${table} overriding system value select * from json_populate_recordset(null::${table}, $1)`,
          [json],
        );
      }
      for (const { name, value } of state.sequences) {
        await tx.query('select setval($1::regclass, $2::bigint)', [name, value]);
      }
    });
    return true;
  } catch {
    return false;
  }
}

/** A key of the migrations (and the PGlite version): a changed migration makes a new template. */
export function templateKey(): string {
  const hash = createHash('sha256');
  const folder = migrationsFolder();
  const files = readdirSync(folder, { recursive: true, encoding: 'utf8' }).sort();
  for (const name of files) {
    if (name.endsWith('.sql') || name.endsWith('.json')) {
      hash.update(name).update(readFileSync(join(folder, name)));
    }
  }
  // The package does not export its package.json; it sits one level above the entry file.
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const pglite = JSON.parse(readFileSync(join(dirname(entry), '..', 'package.json'), 'utf8')) as {
    version: string;
  };
  hash.update(pglite.version);
  return hash.digest('hex').slice(0, 16);
}
