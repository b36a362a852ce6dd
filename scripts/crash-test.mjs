// Crash safety as a test (issue 11): clients write concurrently through the real API, the server
// process is killed with SIGKILL at a random moment, restarted on the same data, and every
// acknowledged write (2xx answer) must be there, with nothing half-written.
//
//   node scripts/crash-test.mjs [--database pglite|postgres]
//
// CRASH_ROUNDS (3), CRASH_CLIENTS (4), CRASH_MAX_WRITE_MS (2000: the kill comes between a fifth of
// this and this after the writes start), CRASH_PORT (default: a free port). PostgreSQL: a fresh
// database on CI_PG_SERVER / PG_SERVER (postgres://postgres@127.0.0.1:5432), dropped afterwards.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildIfStale, root } from './build-if-stale.mjs';
import { startProcess, stopProcess } from './bench/server-process.mjs';
import { apiClient } from './lib/api-client.mjs';
import { freePort } from './lib/free-port.mjs';
import { createDatabase, dropDatabase } from './lib/postgres-databases.mjs';
import { createWorkspace } from './crash/setup.mjs';
import { checkDetectors, verifyState, WRITE_PREFIX } from './crash/verify.mjs';
import { sendWrite, WRITE_KINDS } from './crash/writes.mjs';

const { values: args } = parseArgs({
  options: { database: { type: 'string', default: 'pglite' } },
});
if (!['pglite', 'postgres'].includes(args.database)) {
  console.error('--database must be pglite or postgres');
  process.exit(2);
}
const positiveEnv = (name, fallback) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer`);
  return value;
};
const ROUNDS = positiveEnv('CRASH_ROUNDS', 3);
const CLIENTS = positiveEnv('CRASH_CLIENTS', 4);
const MAX_WRITE_MS = positiveEnv('CRASH_MAX_WRITE_MS', 2000);
const PORT = process.env.CRASH_PORT ? positiveEnv('CRASH_PORT', 0) : await freePort();
const base = `http://127.0.0.1:${PORT}`;
const serverScript = join(root, 'apps/server/dist/main.js');

const ADMIN = { email: 'crash-admin@example.org', password: 'Crash!2026' };

/**
 * The database under test, with no demo data on either kind: the first platform administrator
 * comes from the create-admin CLI, as in production (README "Production"), and sets up the rest
 * through the API.
 */
async function openTarget(kind, dataDir) {
  const database = kind === 'postgres' ? await createDatabase('cp_crash') : undefined;
  // An empty DATABASE_URL counts as unset (config.ts), whatever the caller's shell has.
  const env = { DATABASE_URL: database?.url ?? '', SEED_DEMO: 'false' };
  const dispose = async () => {
    if (database) await dropDatabase(database.name);
  };
  const created = spawnSync(
    process.execPath,
    [
      join(root, 'apps/server/dist/create-admin.js'),
      ...['--email', ADMIN.email, '--first-name', 'Crash', '--last-name', 'Test'],
    ],
    {
      cwd: root,
      env: { ...process.env, ...env, DATA_DIR: dataDir, ADMIN_PASSWORD: ADMIN.password },
      encoding: 'utf8',
    },
  );
  if (created.status !== 0) {
    await dispose();
    throw new Error(`create-admin failed:\n${created.stdout}${created.stderr}`);
  }
  return { env, describe: database ? `PostgreSQL (${database.name})` : 'PGlite', dispose };
}

/** One client's writes until the server dies under it. */
async function writeUntilKilled({ client, workspace, round, clientNo, log, killed }) {
  for (let seq = 0; ; seq += 1) {
    const kind = WRITE_KINDS[(clientNo + seq) % WRITE_KINDS.length];
    const name = `${WRITE_PREFIX}r${round}-c${clientNo}-${seq}`;
    // Cluster indexes are unique in the run too, so no write is refused as a duplicate.
    const clusterIndex = `${round}.${clientNo + 1}.${seq + 1}`;
    log.sent += 1;
    try {
      const answer = await sendWrite(client, workspace, { kind, name, seq, clusterIndex });
      log.statuses[answer.status] = (log.statuses[answer.status] ?? 0) + 1;
      if (answer.ack) log.acks.push(answer.ack);
      else if (log.refusals.length < 5) {
        log.refusals.push(`${kind} ${name}: ${answer.status} ${JSON.stringify(answer.body)}`);
      }
    } catch (error) {
      // A request cut off by the kill has no answer: it is not acknowledged. Before the kill,
      // a throw is a bug in this script or the server, and must surface.
      if (killed()) return;
      throw error;
    }
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const hasExited = (child) => child.exitCode !== null || child.signalCode !== null;
const exited = (child) =>
  hasExited(child) ? Promise.resolve() : new Promise((resolve) => child.once('exit', resolve));
const signInAll = (count) =>
  Promise.all(Array.from({ length: count }, () => apiClient(base, ADMIN.email, ADMIN.password)));

/** Writes until a SIGKILL at a random moment; answers the new server process and the delay. */
async function writeAndKill(server, workspace, round, log) {
  const clients = await signInAll(CLIENTS);
  let isKilled = false;
  const writers = clients.map((client, clientNo) =>
    writeUntilKilled({ client, workspace, round, clientNo, log, killed: () => isKilled }),
  );
  const killAfterMs = Math.round(MAX_WRITE_MS * (0.2 + 0.8 * Math.random()));
  // A writer that throws (not cut off) ends the wait early and fails the run below.
  await Promise.race([sleep(killAfterMs), Promise.all(writers)]);
  isKilled = true;
  server.child.kill('SIGKILL');
  await exited(server.child);
  await Promise.all(writers);
  return killAfterMs;
}

async function run() {
  buildIfStale({ quiet: true });
  const dataDir = mkdtempSync(join(tmpdir(), 'cp-crash-'));
  const target = await openTarget(args.database, dataDir);
  const env = {
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '100000000',
    NODE_ENV: 'production',
    ...target.env,
  };
  const start = () =>
    startProcess(serverScript, { env, cwd: root, readyUrl: `${base}/api/v1/health` });
  const log = { sent: 0, acks: [], statuses: {}, refusals: [] };
  const failures = [];
  const restartsMs = [];
  const started = performance.now();
  console.log(
    `Crash test on ${target.describe}: ${ROUNDS} rounds, ${CLIENTS} clients, ` +
      `kill within ${MAX_WRITE_MS} ms`,
  );

  let server = await start();
  try {
    const [setupClient] = await signInAll(1);
    const workspace = await createWorkspace(setupClient, `${Date.now()}-${process.pid}`);
    for (let round = 1; round <= ROUNDS; round += 1) {
      const ackedBefore = log.acks.length;
      const killAfterMs = await writeAndKill(server, workspace, round, log);
      server = await start();
      restartsMs.push(server.readyMs);
      const [checker] = await signInAll(1);
      const result = await verifyState(checker, workspace, log.acks);
      console.log(
        `round ${round}: killed after ${killAfterMs} ms, ` +
          `${log.acks.length - ackedBefore} acknowledged this round, ` +
          `${log.acks.length} in all; after restart (${Math.round(server.readyMs)} ms): ` +
          `${result.rows} rows, lost ${result.lost.length}, ` +
          `half-written ${result.halfWritten.length}, ` +
          `committed without answer ${result.unacknowledged}`,
      );
      for (const ack of result.lost) failures.push(`round ${round}: lost ${ack.kind} ${ack.name}`);
      for (const problem of result.halfWritten) failures.push(`round ${round}: ${problem}`);
      for (const name of result.duplicates) failures.push(`round ${round}: twice ${name}`);
    }
    const [checker] = await signInAll(1);
    failures.push(...(await checkDetectors(checker, workspace, log.acks)));
  } catch (error) {
    // The server's own log says why an answer was 500 or a start failed.
    error.message += `\nServer output (last 4000 characters):\n${server.output().slice(-4000)}`;
    throw error;
  } finally {
    // After a failed restart `server` is the killed process: stopping it would wait forever.
    if (!hasExited(server.child)) await stopProcess(server.child);
    await target.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  }

  const count = (from, to) =>
    Object.entries(log.statuses)
      .filter(([status]) => Number(status) >= from && Number(status) <= to)
      .reduce((sum, [, n]) => sum + n, 0);
  const refused = count(300, 599);
  if (count(500, 599) > 0) {
    failures.push(`${count(500, 599)} answers >= 500 during the writes`, ...log.refusals);
  }
  const lost = failures.filter((line) => line.includes(': lost ')).length;
  console.log(
    `\nSummary (${target.describe}): ${ROUNDS} rounds, ${log.sent} writes sent, ` +
      `${log.acks.length} acknowledged, ${refused} refused, ` +
      `${log.sent - log.acks.length - refused} cut off by the kill, lost ${lost}, ` +
      `restart median ${Math.round(median(restartsMs))} ms, ` +
      `total ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  // A refusal (say 429 for a third upload at once by one person) is allowed; show why anyway.
  if (refused > 0)
    console.log(`Refused, first ${log.refusals.length}:\n  ${log.refusals.join('\n  ')}`);
  if (failures.length > 0) {
    console.error(`\nCrash test FAILED:\n  ${failures.slice(0, 50).join('\n  ')}`);
    process.exitCode = 1;
  }
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

await run();
