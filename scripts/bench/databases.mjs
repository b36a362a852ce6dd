// The API on embedded PGlite and on PostgreSQL side by side, each next to a bare Fastify
// hello-world measured in the same run: three interleaved rounds (hello, PGlite, PostgreSQL, then
// again), so a machine that gets busier or quieter meanwhile touches every column alike.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openPostgres } from '../../apps/server/src/db/client.ts';
import { seedDemoIntoEmptyDatabase } from '../../apps/server/src/db/seed/into-empty.ts';
import { demoTargets } from './demo-targets.mjs';
import { maxRate } from './http-load.mjs';
import { pacedLoad } from './paced-load.mjs';
import { signIn, startProcess, stopProcess } from './server-process.mjs';

const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PACED_RATE = 200;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const ms = (value) => (Number.isFinite(value) ? value.toFixed(1) : 'overload');

/** A fresh database on the bench's PostgreSQL, or null (with the reason) when unreachable. */
export async function createBenchDatabase() {
  const admin = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (error) {
    return { skipped: `${ADMIN_URL} unreachable (${error.message})` };
  }
  const name = `cp_bench_${process.pid}_${Date.now()}`;
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: ADMIN_URL });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * Starts one server process per entry of `ports` on `env`; answers the processes and their bases.
 * `nodeArgs` e.g. ['--cpu-prof', '--cpu-prof-dir=…'] to profile them.
 */
export async function startServers({ serverScript, root, ports, env, nodeArgs }) {
  const servers = [];
  for (const [index, port] of ports.entries()) {
    const base = `http://127.0.0.1:${port}`;
    // Only the first process runs the job queue, as a deployment with several would.
    const own = { ...env, PORT: String(port), ...(index > 0 ? { JOBS_ENABLED: 'false' } : {}) };
    const { child } = await startProcess(serverScript, {
      env: own,
      cwd: root,
      readyUrl: `${base}/api/v1/health`,
      // A busy machine seeds the demo slowly: BENCH_START_TIMEOUT_MS gives the start more time.
      timeoutMs: Number(process.env.BENCH_START_TIMEOUT_MS ?? 60_000),
      nodeArgs,
    });
    servers.push({ child, base });
  }
  return servers;
}

/**
 * The built server on a fresh PGlite folder (the demo seeded at its start) and, when reachable,
 * on a fresh PostgreSQL database seeded with the demo, one process per port of `postgresPorts`
 * (the first runs the job queue; one SESSION_SECRET, so a session works on each). Every target
 * is signed in as the demo admin with its demo URLs (demo-targets.mjs). Answers the targets by
 * database name, the PostgreSQL processes, and `stop()`, which ends them and removes what was
 * made (the database included).
 */
export async function startDemoServers({
  root,
  serverScript,
  pglitePort,
  postgresPorts,
  nodeArgs = [],
}) {
  const common = {
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '100000000',
    NODE_ENV: 'production',
    SESSION_SECRET: 'bench-secret-shared-by-both-postgres-processes',
  };
  const dirs = [];
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'cp-bench-db-'));
    dirs.push(dir);
    return dir;
  };
  const started = [];
  let database;
  const stop = async () => {
    for (const server of started.reverse()) await stopProcess(server.child);
    await database?.drop?.();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  };
  try {
    const targets = {};
    const [pglite] = await startServers({
      serverScript,
      root,
      ports: [pglitePort],
      env: { ...common, DATA_DIR: tempDir() },
      nodeArgs,
    });
    started.push(pglite);
    targets.PGlite = pglite;

    database = await createBenchDatabase();
    let postgres = [];
    if (database.skipped) {
      console.log(`PostgreSQL skipped: ${database.skipped}`);
    } else {
      const opened = await openPostgres(database.url);
      try {
        await seedDemoIntoEmptyDatabase(opened);
      } finally {
        await opened.close();
      }
      postgres = await startServers({
        serverScript,
        root,
        ports: postgresPorts,
        env: { ...common, DATABASE_URL: database.url, DATA_DIR: tempDir() },
        nodeArgs,
      });
      started.push(...postgres);
      targets.PostgreSQL = postgres[0];
    }

    for (const target of Object.values(targets)) {
      target.cookie = await signIn(target.base, 'admin@demo.nl', 'Demo!2026');
      target.urls = await demoTargets(target.base, target.cookie);
    }
    return { targets, postgres, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * Runs the comparison and prints it as one table. `ports`: hello-world, PGlite, PostgreSQL, the
 * second PostgreSQL process. Returns the figures (name -> database -> one value per round).
 */
export async function compareDatabases({ root, serverScript, ports, nodeArgs = [] }) {
  let helloServer;
  let servers;
  try {
    helloServer = await startProcess(join(root, 'scripts/bench/hello-server.mjs'), {
      env: { PORT: String(ports.hello) },
      cwd: root,
      readyUrl: `http://127.0.0.1:${ports.hello}/hello`,
    });
    const helloUrl = `http://127.0.0.1:${ports.hello}/hello`;
    servers = await startDemoServers({
      root,
      serverScript,
      pglitePort: ports.pglite,
      postgresPorts: [ports.postgres, ports.postgresSecond],
      nodeArgs,
    });
    const { targets, postgres: postgresPair } = servers;

    // name -> database -> one value per round.
    const figures = {};
    const add = (name, db, value) => {
      figures[name] ??= {};
      (figures[name][db] ??= []).push(value);
    };
    const helloRates = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      console.log(`round ${round} of ${ROUNDS} ...`);
      const hello = (await maxRate(helloUrl)).rps;
      helloRates.push(hello);
      for (const [db, target] of Object.entries(targets)) {
        const headers = { cookie: target.cookie, accept: 'application/json' };
        const get = (url) => () => ({ url, headers });
        for (const [name, url] of [
          ['auth/me', `${target.base}/api/v1/auth/me`],
          ['dashboard list', target.urls.listUrl],
          ['education detail', target.urls.detailUrl],
          ['design (large education)', target.urls.designUrl],
        ]) {
          const { rps } = await maxRate(url, headers);
          add(`${name}: max requests/s`, db, rps);
          add(`${name}: max rate / hello-world`, db, rps / hello);
        }
        for (const [name, request] of [
          ['dashboard list', get(target.urls.listUrl)],
          ['education detail', get(target.urls.detailUrl)],
          ['design (large education)', get(target.urls.designUrl)],
          ['write: note update', target.urls.updateNote],
          ['write: cluster rename', target.urls.renameCluster],
        ]) {
          const paced = await pacedLoad(request, { rate: PACED_RATE });
          add(`${name}: p50 / p99 at ${PACED_RATE}/s paced (ms)`, db, paced);
        }
      }
      if (postgresPair.length === 2) {
        const { base, urls: own, cookie } = targets.PostgreSQL;
        const urls = postgresPair.map((server) => server.base + own.listUrl.slice(base.length));
        const { rps } = await maxRate(urls, { cookie, accept: 'application/json' });
        add('dashboard list, 2 server processes: max requests/s', 'PostgreSQL', rps);
        add(
          'dashboard list, 2 server processes: max rate / hello-world',
          'PostgreSQL',
          rps / hello,
        );
      }
    }

    // The median of the rounds, every round in brackets; for paced runs the round with the
    // median p99.
    const dbs = Object.keys(targets);
    const rate = (value) => value.toFixed(0);
    const share = (value) => value.toFixed(3);
    const latency = (run) =>
      run.overloaded
        ? `overload (${run.failed} of ${run.requests} not sent/answered)`
        : `${ms(run.p50Ms)} / ${ms(run.p99Ms)}${run.failed ? ` (${run.failed} failed)` : ''}`;
    const targetOf = (name, db) => {
      if (db === 'PostgreSQL' && name.startsWith('dashboard list: max rate')) return '>= 0.10';
      if (db === 'PostgreSQL' && name.includes('paced')) {
        return name.startsWith('write') ? 'p99 <= 250' : 'p99 <= 100';
      }
      if (db === 'PGlite' && name.startsWith('dashboard list: p50')) return 'p99 <= 20';
      return '';
    };
    console.log(
      `\n${'figure (median of rounds [each round])'.padEnd(62)}${dbs.map((db) => db.padEnd(50)).join('')}`,
    );
    console.log(
      `${'bare Fastify hello-world: max requests/s'.padEnd(62)}${`${rate(median(helloRates))} [${helloRates.map(rate).join(' ')}]`}`,
    );
    for (const [name, byDb] of Object.entries(figures)) {
      const format = name.includes('paced') ? null : name.includes('hello-world') ? share : rate;
      const cells = dbs.map((db) => {
        const values = byDb[db];
        if (!values) return '–';
        if (!format) {
          const byP99 = [...values].sort((a, b) => a.p99Ms - b.p99Ms);
          return `${latency(byP99[Math.floor(byP99.length / 2)])} [${values.map((run) => (run.overloaded ? 'overload' : ms(run.p99Ms))).join(' ')}]`;
        }
        return `${format(median(values))} [${values.map(format).join(' ')}]`;
      });
      const goals = dbs.flatMap((db) =>
        targetOf(name, db) ? [`${db} ${targetOf(name, db)}`] : [],
      );
      console.log(
        `${name.padEnd(62)}${cells.map((cell) => cell.padEnd(50)).join('')}${goals.join('; ')}`,
      );
    }
    return { figures, helloRates };
  } finally {
    await servers?.stop();
    if (helloServer) await stopProcess(helloServer.child);
  }
}
