import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_TYPES, wrapPglite, type Database } from '../../src/db/client';
import { migrationsFolder } from '../../src/db/migrations-folder';

/**
 * Starting PGlite and migrating costs about two seconds of CPU per test file; loading a dump of
 * an already migrated database takes a quarter of that. The dump is cached in the temp folder,
 * keyed by the migrations and the PGlite version, so a changed migration makes a new one.
 */
export async function openMigratedPglite(): Promise<Database> {
  const file = join(tmpdir(), `cp-pglite-template-${templateKey()}.tar`);
  if (existsSync(file)) {
    const client = new PGlite({ loadDataDir: new Blob([readFileSync(file)]), ...PGLITE_TYPES });
    await client.waitReady;
    return wrapPglite(client);
  }
  const client = new PGlite(PGLITE_TYPES);
  await client.waitReady;
  const database = wrapPglite(client);
  await database.migrate();
  const dump = await client.dumpDataDir('none');
  // Write then rename: parallel test files never read a half-written template.
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  return database;
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
