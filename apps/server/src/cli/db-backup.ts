import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { open, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { ConfigError, loadConfig, type Config } from '../config';
import { DataDirInUseError, lockPgliteDir } from '../db/pglite-lock';

/*
 * Whole-database backup and restore of the database the server would use (docs/operations.md):
 *
 *   npm run db:backup -- <file>    DATABASE_URL set: pg_dump, custom format.
 *                                  Else PGlite in DATA_DIR: its data folder as a gzipped tar
 *                                  (PGlite's dumpDataDir). Stop the server first: PGlite allows
 *                                  one process at a time.
 *   npm run db:restore -- <file>   Into an empty database only: a PostgreSQL database without
 *                                  tables, or a DATA_DIR without an embedded database. A school's
 *                                  live data is never overwritten by a restore.
 *
 * A backup restores into the same kind of database it came from. The per-education backups in
 * the app (docs/educations.md) are another thing: one education's content, restored in place.
 */

const USAGE = 'Usage: npm run db:backup -- <file> | npm run db:restore -- <file>';

/** A refusal or a failed tool, reported with its message only (exit code 1). */
class BackupError extends Error {}

type Kind = 'pglite' | 'postgres';
const LABEL: Record<Kind, string> = { pglite: 'embedded PGlite', postgres: 'PostgreSQL' };

async function main(): Promise<void> {
  const { positionals } = parseArgs({ allowPositionals: true });
  const [command, file, ...rest] = positionals;
  if ((command !== 'backup' && command !== 'restore') || !file || rest.length > 0) {
    throw new ConfigError(USAGE);
  }
  const config = loadConfig();
  const kind: Kind = config.databaseUrl ? 'postgres' : 'pglite';
  if (command === 'backup') {
    await backup(config, file);
    console.log(`Backed up the ${LABEL[kind]} database to ${file}.`);
  } else {
    await restore(config, file);
    console.log(`Restored ${file} into the ${LABEL[kind]} database; start the server as usual.`);
  }
}

async function backup(config: Config, file: string): Promise<void> {
  if (existsSync(file)) throw new BackupError(`${file} exists; choose another name.`);
  // Written under another name first, so a file under the final name is always a whole backup.
  const partial = `${file}.partial`;
  try {
    if (config.databaseUrl) {
      const target = libpqTarget(config.databaseUrl);
      await runTool(
        'pg_dump',
        ['--format=custom', '--no-owner', '--no-privileges', `--file=${partial}`, target.dbname],
        target.env,
      );
    } else {
      await dumpPglite(config.pgliteDir, partial);
    }
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

async function restore(config: Config, file: string): Promise<void> {
  const wanted: Kind = config.databaseUrl ? 'postgres' : 'pglite';
  const found = await backupKindOf(file);
  if (found === null) throw new BackupError(`${file} is not a backup made by db:backup.`);
  if (found !== wanted) {
    throw new BackupError(
      `${file} is a backup of ${LABEL[found]}; it restores into ${LABEL[found]} only, ` +
        `and the configured database is ${LABEL[wanted]} (DATABASE_URL ${wanted === 'postgres' ? 'set' : 'unset'}).`,
    );
  }
  if (config.databaseUrl) {
    await assertEmptyPostgres(config.databaseUrl);
    const target = libpqTarget(config.databaseUrl);
    // One transaction: a restore that fails half-way leaves the database empty, not half full.
    await runTool(
      'pg_restore',
      [
        '--no-owner',
        '--no-privileges',
        '--exit-on-error',
        '--single-transaction',
        `--dbname=${target.dbname}`,
        file,
      ],
      target.env,
    );
  } else {
    await loadPglite(config.pgliteDir, file);
  }
}

/** The first bytes tell the two formats apart: pg_dump's custom format, or gzip. */
async function backupKindOf(file: string): Promise<Kind | null> {
  const handle = await open(file, 'r').catch(() => {
    throw new BackupError(`${file} cannot be read.`);
  });
  try {
    const head = Buffer.alloc(5);
    await handle.read(head, 0, 5, 0);
    if (head.toString('latin1') === 'PGDMP') return 'postgres';
    if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
    return null;
  } finally {
    await handle.close();
  }
}

async function dumpPglite(pgliteDir: string, out: string): Promise<void> {
  if (!existsSync(join(pgliteDir, 'PG_VERSION'))) {
    throw new BackupError(`There is no embedded database in ${pgliteDir} (check DATA_DIR).`);
  }
  const unlock = await lockPgliteDir(pgliteDir);
  try {
    const client = new PGlite(pgliteDir);
    try {
      await client.waitReady;
      const tarball = await client.dumpDataDir('gzip');
      await writeFile(out, Buffer.from(await tarball.arrayBuffer()));
    } finally {
      await client.close();
    }
  } finally {
    unlock();
  }
}

async function loadPglite(pgliteDir: string, file: string): Promise<void> {
  if (existsSync(pgliteDir) && readdirSync(pgliteDir).length > 0) {
    throw new BackupError(
      `${pgliteDir} already holds an embedded database. Restore into an empty DATA_DIR, or ` +
        'move that folder away first (with the server stopped).',
    );
  }
  const unlock = await lockPgliteDir(pgliteDir);
  try {
    const client = new PGlite(pgliteDir, { loadDataDir: new Blob([await readFile(file)]) });
    await client.waitReady;
    await client.close();
  } catch (error) {
    // The folder was empty before: remove what a failed load left, so a retry starts clean.
    await rm(pgliteDir, { recursive: true, force: true });
    throw error;
  } finally {
    unlock();
  }
}

/** Refuses a database that has any table (a school's data, or a half-finished restore). */
async function assertEmptyPostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ tables: number }>(
      `SELECT count(*)::int AS tables FROM pg_class c
         JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE c.relkind IN ('r', 'p')
          AND n.nspname NOT IN ('pg_catalog', 'information_schema')
          AND n.nspname NOT LIKE 'pg_toast%'`,
    );
    if ((rows[0]?.tables ?? 0) > 0) {
      throw new BackupError(
        'Refused: the database of DATABASE_URL has tables. Restore into a new, empty database ' +
          '(createdb) and point DATABASE_URL at it.',
      );
    }
  } finally {
    await client.end();
  }
}

/** The URL without its password (visible in the process list), which goes in PGPASSWORD. */
function libpqTarget(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: password ? { PGPASSWORD: password } : {} };
}

function runTool(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new BackupError(
              `${command} was not found: install the PostgreSQL client tools, the server's ` +
                'major version or newer.',
            )
          : error,
      ),
    );
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new BackupError(`${command} failed (exit code ${code}).`)),
    );
  });
}

main().catch((error: unknown) => {
  const expected =
    error instanceof ConfigError ||
    error instanceof DataDirInUseError ||
    error instanceof BackupError;
  console.error(expected ? error.message : error);
  process.exit(1);
});
