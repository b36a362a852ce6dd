// Restore drill (issue 11): a seeded database is backed up with `npm run db:backup`, restored
// with `npm run db:restore` into a fresh one, and the two must be equal table by table (rows in
// order, md5 over the content), sequence by sequence and in their schema; then the server runs on
// the restored database and serves a file written before the backup, byte for byte. The
// commands' refusals (restore into a full database, a file that is no backup, a backup over an
// existing file) must change nothing.
//
//   node scripts/restore-drill.mjs [--database pglite|postgres]
//
// DRILL_PORT (default: a free port). PostgreSQL: fresh databases on CI_PG_SERVER / PG_SERVER
// (postgres://postgres@127.0.0.1:5432), dropped afterwards.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildIfStale, root } from './build-if-stale.mjs';
import { startProcess, stopProcess } from './bench/server-process.mjs';
import { apiClient } from './lib/api-client.mjs';
import { freePort } from './lib/free-port.mjs';
import { addBinaryNote, sha256 } from './restore/demo-note.mjs';
import { differences, fingerprint } from './restore/fingerprint.mjs';
import { freshTarget } from './restore/targets.mjs';

const { values: args } = parseArgs({
  options: { database: { type: 'string', default: 'pglite' } },
});
if (!['pglite', 'postgres'].includes(args.database)) {
  console.error('--database must be pglite or postgres');
  process.exit(2);
}
const PORT = Number(process.env.DRILL_PORT ?? (await freePort()));
const base = `http://127.0.0.1:${PORT}`;
const DEMO_ADMIN = ['admin@demo.nl', 'Demo!2026'];

function npmSpawn(script, scriptArgs, env) {
  return spawnSync('npm', ['run', '-s', script, '--', ...scriptArgs], {
    cwd: root,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
}

/** `npm run <script> -- <args>` against a target; answers its duration in ms. */
function npmRun(script, scriptArgs, env) {
  const started = performance.now();
  const result = npmSpawn(script, scriptArgs, env);
  if (result.status !== 0) {
    throw new Error(`npm run ${script} failed:\n${result.stdout}${result.stderr}`);
  }
  return performance.now() - started;
}

/**
 * The commands' refusals, run where they must change nothing: a restore into the database that
 * now holds data, a restore of a file that is no backup, a backup over an existing file. The
 * comparison that follows proves the restored database stayed as it was. Answers the problems.
 */
function refusalProblems({ backupFile, workDir, restored }) {
  const notABackup = join(workDir, 'not-a-backup.txt');
  writeFileSync(notABackup, 'hello\n');
  const backupBefore = readFileSync(backupFile);
  const cases = [
    ['db:restore', backupFile, restored.env, /already holds|has tables/],
    ['db:restore', notABackup, restored.env, /is not a backup/],
    ['db:backup', backupFile, restored.env, /exists; choose another name/],
  ];
  const problems = cases.flatMap(([script, file, env, expected]) => {
    const result = npmSpawn(script, [file], env);
    const output = `${result.stdout}${result.stderr}`;
    return result.status !== 0 && expected.test(output)
      ? []
      : [`npm run ${script} ${file} was not refused as expected (${result.status}): ${output}`];
  });
  if (!readFileSync(backupFile).equals(backupBefore)) problems.push('the backup file changed');
  return problems;
}

async function withServer(target, task) {
  const server = await startProcess(join(root, 'apps/server/dist/main.js'), {
    env: {
      ...target.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      NODE_ENV: 'production',
    },
    cwd: root,
    readyUrl: `${base}/api/v1/health`,
  });
  try {
    return await task(await apiClient(base, ...DEMO_ADMIN));
  } catch (error) {
    // The server's own log says why an answer was 500.
    error.message += `\nServer output (last 4000 characters):\n${server.output().slice(-4000)}`;
    throw error;
  } finally {
    // A graceful stop: PGlite writes its files on close.
    await stopProcess(server.child);
  }
}

async function fingerprintOf(target) {
  const connection = await target.connect();
  try {
    return await fingerprint(connection.query);
  } finally {
    await connection.close();
  }
}

/** Proves the comparison can fail: one changed character in one row must show. */
async function tamperIsNoticed(target) {
  const untouched = await fingerprintOf(target);
  const connection = await target.connect();
  try {
    await connection.query(
      `UPDATE notes SET text = text || '.' WHERE id = (SELECT min(id) FROM notes)`,
    );
  } finally {
    await connection.close();
  }
  const changed = differences(untouched, await fingerprintOf(target));
  return changed.length === 1 && changed[0].startsWith('table public.notes:');
}

async function run() {
  buildIfStale({ quiet: true });
  const kind = args.database;
  const started = performance.now();
  const workDir = mkdtempSync(join(tmpdir(), 'cp-drill-'));
  const backupFile = join(workDir, kind === 'pglite' ? 'backup.tar.gz' : 'backup.dump');
  const original = await freshTarget(kind, 'original');
  const restored = await freshTarget(kind, 'restored');
  const failures = [];
  try {
    const seedMs = npmRun('db:seed-demo', [], original.env);
    // The server adds what a running product has (its job queue's schema) and a binary file.
    const file = await withServer(original, addBinaryNote);
    const backupMs = npmRun('db:backup', [backupFile], original.env);
    const restoreMs = npmRun('db:restore', [backupFile], restored.env);
    failures.push(...refusalProblems({ backupFile, workDir, restored }));

    const before = await fingerprintOf(original);
    const after = await fingerprintOf(restored);
    const changed = differences(before, after);
    if (changed.length > 0) failures.push(...changed);

    const served = await withServer(restored, (client) => client.bytes(file.path));
    if (sha256(served) !== file.hash) failures.push('the restored server served other file bytes');
    if (!(await tamperIsNoticed(restored))) {
      failures.push('a changed row in the restored database went unnoticed by the comparison');
    }

    const mb = (statSync(backupFile).size / 1024 / 1024).toFixed(1);
    const s = (ms) => `${(ms / 1000).toFixed(1)} s`;
    console.log(
      `Restore drill (${kind}): ${before.tables} tables, ${before.rows} rows, ` +
        `${before.sequences} sequences, ${before.schemaObjects} schema objects compared; ` +
        `${changed.length} differences, ${failures.length} problems; seed ${s(seedMs)}, backup ${mb} MB in ${s(backupMs)}, ` +
        `restore ${s(restoreMs)}; file served after restore: ` +
        `${sha256(served) === file.hash ? 'equal' : 'DIFFERENT'}; ` +
        `total ${s(performance.now() - started)}`,
    );
  } finally {
    await original.dispose();
    await restored.dispose();
    rmSync(workDir, { recursive: true, force: true });
  }
  if (failures.length > 0) {
    console.error(`\nRestore drill FAILED:\n  ${failures.slice(0, 50).join('\n  ')}`);
    process.exitCode = 1;
  }
}

await run();
