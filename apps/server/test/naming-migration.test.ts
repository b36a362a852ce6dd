import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../src/db/migrations-folder';
import { createEmptyDatabase } from './helpers/database';

/*
 * Migration 0012 (custom names per language, issue 14): the names a school saved before it were
 * one pair for every language, typed in Dutch; after it they are the Dutch names. Runs on PGlite,
 * or on PostgreSQL in a database of its own when TEST_DATABASE_URL is set (docs/testing.md).
 */

type Journal = { entries: { idx: number; tag: string }[] };

/** A copy of the migrations folder that stops before the migration tagged `beforeTag`. */
function migrationsBefore(beforeTag: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'cp-migrations-'));
  cpSync(migrationsFolder(), folder, { recursive: true });
  const file = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(file, 'utf8')) as Journal;
  const index = journal.entries.findIndex((entry) => entry.tag === beforeTag);
  expect(index, beforeTag).toBeGreaterThan(0);
  writeFileSync(file, JSON.stringify({ ...journal, entries: journal.entries.slice(0, index) }));
  return folder;
}

type Opened = {
  run: (query: ReturnType<typeof sql>) => Promise<Record<string, unknown>[]>;
  migrate: (folder: string) => Promise<void>;
  close: () => Promise<void>;
};

async function openEmpty(): Promise<Opened> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const client = new PGlite();
    await client.waitReady;
    const db = drizzlePglite({ client });
    return {
      run: async (query) => (await db.execute(query)).rows as Record<string, unknown>[],
      migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
      close: () => client.close(),
    };
  }
  const { url, drop } = await createEmptyDatabase(serverUrl);
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const db = drizzlePg({ client: pool });
  return {
    run: async (query) => (await db.execute(query)).rows as Record<string, unknown>[],
    migrate: (folder) => migratePg(db, { migrationsFolder: folder }),
    close: async () => {
      await pool.end();
      await drop();
    },
  };
}

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe('migration 0012: custom names per language', () => {
  it('keeps the names saved before it, as Dutch, and then allows an English name beside each', async () => {
    const database = await openEmpty();
    cleanups.push(database.close);
    const before = migrationsBefore('0012_custom-names-per-language');
    cleanups.push(() => rmSync(before, { recursive: true, force: true }));
    await database.migrate(before);

    const [location] = await database.run(
      sql`insert into locations (title, domain, type) values ('School', 'school.nl', 'vo') returning id`,
    );
    const locationId = Number(location!.id);
    await database.run(sql`insert into custom_translations (location_id, term, singular, plural)
      values (${locationId}, 'competence', 'kerntaak', 'kerntaken'),
             (${locationId}, 'cluster', 'module', 'modules')`);

    await database.migrate(migrationsFolder());

    const rows = await database.run(
      sql`select term, language, singular, plural from custom_translations order by term`,
    );
    expect(rows).toEqual([
      { term: 'cluster', language: 'nl', singular: 'module', plural: 'modules' },
      { term: 'competence', language: 'nl', singular: 'kerntaak', plural: 'kerntaken' },
    ]);
    // One name per term, level and language: an English one beside the Dutch one, not twice.
    await database.run(sql`insert into custom_translations (location_id, term, language, singular, plural)
      values (${locationId}, 'competence', 'en', 'core task', 'core tasks')`);
    await expect(
      database.run(sql`insert into custom_translations (location_id, term, language, singular, plural)
        values (${locationId}, 'competence', 'nl', 'taak', 'taken')`),
    ).rejects.toThrow();
    // Every writer names the language: no default that would quietly make a name Dutch.
    await expect(
      database.run(sql`insert into custom_translations (location_id, term, singular, plural)
        values (${locationId}, 'subject', 'leerlijn', 'leerlijnen')`),
    ).rejects.toThrow();
    await expect(
      database.run(sql`insert into custom_translations (location_id, term, language, singular, plural)
        values (${locationId}, 'subject', 'de', 'Fach', 'Fächer')`),
    ).rejects.toThrow();
    // Migrating an empty PGlite twice takes several seconds of CPU, more on a busy machine.
  }, 180_000);
});
