// What "the restored database equals the original" means, as data: per table the row count and
// an md5 over its rows in order, every sequence's position, and the schema (columns, constraints,
// indexes, functions, triggers). Two fingerprints are compared entry by entry.

const USER_SCHEMAS = `NOT IN ('pg_catalog', 'information_schema') AND %s NOT LIKE 'pg_toast%%'`;
const userSchema = (column) => `${column} ${USER_SCHEMAS.replace('%s', column)}`;
const quoteIdent = (name) => `"${name.replaceAll('"', '""')}"`;

const SCHEMA_QUERIES = {
  columns: `SELECT table_schema, table_name, column_name, data_type, is_nullable, column_default,
                   is_identity
              FROM information_schema.columns WHERE ${userSchema('table_schema')}
             ORDER BY 1, 2, 3`,
  constraints: `SELECT n.nspname, c.conrelid::regclass::text AS tbl, c.conname,
                       pg_get_constraintdef(c.oid) AS def
                  FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
                 WHERE ${userSchema('n.nspname')} ORDER BY 1, 2, 3`,
  indexes: `SELECT schemaname, tablename, indexname, indexdef FROM pg_indexes
             WHERE ${userSchema('schemaname')} ORDER BY 1, 2, 3`,
  functions: `SELECT n.nspname, p.proname, pg_get_functiondef(p.oid) AS def
                FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
               WHERE ${userSchema('n.nspname')} AND p.prokind = 'f' ORDER BY 1, 2, 3`,
  triggers: `SELECT t.tgrelid::regclass::text AS tbl, t.tgname, pg_get_triggerdef(t.oid) AS def
               FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
               JOIN pg_namespace n ON n.oid = c.relnamespace
              WHERE NOT t.tgisinternal AND ${userSchema('n.nspname')} ORDER BY 1, 2`,
};

/**
 * `query(sql)` answers `{ rows }` (PGlite and pg both do). Row order inside a table is fixed by
 * sorting on the row's text, so physical order (which a restore may change) does not count, and
 * every column's value does.
 */
export async function fingerprint(query) {
  const entries = new Map();
  const { rows: tables } = await query(
    `SELECT schemaname, tablename FROM pg_tables WHERE ${userSchema('schemaname')} ORDER BY 1, 2`,
  );
  let rowCount = 0;
  for (const { schemaname, tablename } of tables) {
    const name = `${quoteIdent(schemaname)}.${quoteIdent(tablename)}`;
    const { rows } = await query(
      `SELECT count(*)::int AS rows,
              md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')) AS md5
         FROM ${name} AS t`,
    );
    entries.set(`table ${schemaname}.${tablename}`, `${rows[0].rows} rows, md5 ${rows[0].md5}`);
    rowCount += rows[0].rows;
  }
  const { rows: sequences } = await query(
    `SELECT schemaname, sequencename, last_value::text AS last_value FROM pg_sequences
      WHERE ${userSchema('schemaname')} ORDER BY 1, 2`,
  );
  for (const s of sequences) {
    entries.set(`sequence ${s.schemaname}.${s.sequencename}`, `last value ${s.last_value}`);
  }
  let schemaObjects = 0;
  for (const [kind, sql] of Object.entries(SCHEMA_QUERIES)) {
    const { rows } = await query(sql);
    for (const row of rows)
      entries.set(`${kind} ${Object.values(row).slice(0, 3).join('.')}`, JSON.stringify(row));
    schemaObjects += rows.length;
  }
  return {
    entries,
    tables: tables.length,
    rows: rowCount,
    sequences: sequences.length,
    schemaObjects,
  };
}

/** The entries that differ or exist on one side only, as readable lines. */
export function differences(original, restored) {
  const keys = new Set([...original.entries.keys(), ...restored.entries.keys()]);
  const lines = [];
  for (const key of [...keys].sort()) {
    const a = original.entries.get(key);
    const b = restored.entries.get(key);
    if (a !== b) lines.push(`${key}: original ${a ?? '(missing)'}, restored ${b ?? '(missing)'}`);
  }
  return lines;
}
