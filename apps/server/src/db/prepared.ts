import type { DbOrTx } from './client';

/*
 * Prepared statements for hot reads (docs/decisions/0011-speed-on-postgresql.md). Drizzle builds
 * the SQL text once instead of on every request (query building was the largest share of the
 * server's own CPU on a cheap read), and on PostgreSQL a named statement is parsed and planned
 * once per connection instead of per request. PGlite ignores the name but keeps the first gain.
 */

/**
 * `build(db)` once per database handle (the app's db, or a transaction), kept as long as that
 * handle lives. `build` must give the same SQL text every time for a name: PostgreSQL refuses a
 * second, different statement under a name a connection already has.
 */
export function preparedPer<T>(build: (db: DbOrTx) => T): (db: DbOrTx) => T {
  const built = new WeakMap<DbOrTx, T>();
  return (db) => {
    let statement = built.get(db);
    if (statement === undefined) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}
