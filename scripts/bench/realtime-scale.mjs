// Realtime at the scale of a large school board (issue 26). Two scenarios, each on the built
// server with the product's own limits (RATE_LIMIT_PER_MINUTE, the join budget, at most 20
// sockets per session):
//
// - "one room": embedded PGlite, one process; 4,000 sockets (400 people with a session each, 10
//   tabs each) in the education parent room of the large demo education; the admin saves 10
//   design changes (a cluster rename) one second apart; every socket must hear all 10.
// - "board": PostgreSQL, two server processes sharing rooms through the adapter; 200 educations,
//   each in an education parent of its own; 10,000 sockets (1,000 people, 10 tabs each, alternately
//   on the two processes), 50 per room, 25 on each process; 50 designers save 10 changes of every
//   education, one per education per second (200 changes per second), each to either process.
//
// Every socket joins its person's room and its education parent's room, as the web app does.
// People and sessions are written set-based before the servers start (school-scale.mjs), not
// signed in through the rate-limited login. The clients are socket.io-client in forked processes
// (socket-clients.mjs), so the client is not the bottleneck; their CPU is reported.
//
// Figures: save -> each client latency (from the moment the save request left to the event's
// arrival at each socket; p50 / p95 / p99 / max), deliveries expected and lost (every event
// counted per socket), server RSS growth per socket, server and PostgreSQL CPU, the clients'
// CPU, and the load average. `BENCH_REALTIME_SCALE=room|board` runs one of them.
//
// Run alone: `node --import tsx scripts/bench/realtime-scale.mjs [room|board]`, or
// `BENCH_ONLY=realtime-scale npm run bench`.
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { openPglite, openPostgres } from '../../apps/server/src/db/client.ts';
import { seedDemoIntoEmptyDatabase } from '../../apps/server/src/db/seed/into-empty.ts';
import { cpuMeter, loadAverage } from './cpu-time.mjs';
import { createBenchDatabase, startServers } from './databases.mjs';
import { demoTargets } from './demo-targets.mjs';
import { addSchoolScale, clusterRenames, writeHeaders } from './school-scale.mjs';
import { rssMb, signIn, stopProcess } from './server-process.mjs';

const SECRET = 'bench-secret-of-the-realtime-scale-bench-0123456789';
const CLIENT_PROCESSES = Number(process.env.BENCH_REALTIME_CLIENTS ?? 4);
const TABS_PER_PERSON = 10;
const IDLE_MS = 5000;
// BENCH_CPU_PROF_DIR: the servers write CPU profiles there (cpu-profile-summary.mjs reads them).
const NODE_ARGS = process.env.BENCH_CPU_PROF_DIR
  ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF_DIR}`]
  : [];
const now = () => performance.timeOrigin + performance.now();
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

/** The forked client processes, each with its share of the sockets. */
class Clients {
  constructor(count, script) {
    this.children = Array.from({ length: count }, () =>
      fork(script, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] }),
    );
    this.started = Promise.all(this.children.map((child) => this.next(child, 'started')));
  }

  next(child, type) {
    return new Promise((resolve, reject) => {
      const onMessage = (message) => {
        if (message.type !== type) return;
        child.off('message', onMessage);
        child.off('exit', onExit);
        resolve(message);
      };
      const onExit = (code) => reject(new Error(`client process exited (${code}) before ${type}`));
      child.on('message', onMessage);
      child.once('exit', onExit);
    });
  }

  async ask(type, answer, per = () => ({})) {
    return Promise.all(
      this.children.map((child, i) => {
        const reply = this.next(child, answer);
        child.send({ type, ...per(i) });
        return reply;
      }),
    );
  }

  /** Spreads `sockets` over the processes and connects them; sums how it went. */
  async connect(sockets, concurrency = 25) {
    await this.started;
    const shares = this.children.map(() => []);
    sockets.forEach((socket, i) => shares[i % shares.length].push(socket));
    const answers = await this.ask('connect', 'ready', (i) => ({
      sockets: shares[i],
      concurrency,
    }));
    const sum = { connected: 0, refused: {}, joinErrors: {}, ms: 0 };
    for (const answer of answers) {
      sum.connected += answer.connected;
      sum.ms = Math.max(sum.ms, answer.ms);
      for (const [key, n] of Object.entries(answer.refused)) {
        sum.refused[key] = (sum.refused[key] ?? 0) + n;
      }
      for (const [key, n] of Object.entries(answer.joinErrors)) {
        sum.joinErrors[key] = (sum.joinErrors[key] ?? 0) + n;
      }
    }
    return sum;
  }

  /** CPU ms of each client process so far. */
  async cpu() {
    return (await this.ask('mark', 'marked')).map((answer) => answer.cpuMs);
  }

  async collect() {
    const answers = await this.ask('collect', 'collected');
    return {
      sockets: answers.flatMap((answer) => answer.sockets),
      cpuMs: answers.map((answer) => answer.cpuMs),
      rssMb: answers.map((answer) => answer.rssMb),
    };
  }

  async close() {
    await Promise.all(
      this.children.map(async (child) => {
        if (child.exitCode !== null) return;
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.send({ type: 'close' });
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }),
    );
  }
}

/**
 * Matches each socket's events to the saves of its room's education, in order (the saves of one
 * education go one after another): latencies, deliveries expected, received, lost and extra.
 */
function deliveries(collected, educationOfSocket, savesOf) {
  const latencies = [];
  let expected = 0;
  let lost = 0;
  let extra = 0;
  let foreign = 0;
  let disconnected = 0;
  for (const socket of collected.sockets) {
    const educationId = educationOfSocket.get(socket.id);
    const saves = savesOf.get(educationId) ?? [];
    const own = socket.events.filter(([id]) => id === educationId);
    foreign += socket.events.length - own.length;
    if (socket.disconnects > 0 || !socket.connected) disconnected += 1;
    expected += saves.length;
    own.slice(0, saves.length).forEach(([, at], k) => latencies.push(at - saves[k]));
    lost += Math.max(0, saves.length - own.length);
    extra += Math.max(0, own.length - saves.length);
  }
  // Sockets that never connected count all their deliveries as lost.
  for (const [id, educationId] of educationOfSocket) {
    if (collected.sockets.some((socket) => socket.id === id)) continue;
    const missing = (savesOf.get(educationId) ?? []).length;
    expected += missing;
    lost += missing;
  }
  latencies.sort((a, b) => a - b);
  return { latencies, expected, received: latencies.length, lost, extra, foreign, disconnected };
}

/** Collects until nothing is missing any more, or `waitMs` has passed. */
async function collectAll(clients, educationOfSocket, savesOf, waitMs = 30_000) {
  const until = now() + waitMs;
  for (;;) {
    const collected = await clients.collect();
    const result = deliveries(collected, educationOfSocket, savesOf);
    if (result.lost === 0 || now() > until) return { collected, result };
    await sleep(2000);
  }
}

/** A PGlite folder with the demo and the school scale, written before the server opens it. */
async function preparePglite(dataDir, scale) {
  const opened = await openPglite(join(dataDir, 'pglite'));
  try {
    await seedDemoIntoEmptyDatabase(opened);
    return await addSchoolScale(opened.db, { ...scale, sessionSecret: SECRET });
  } finally {
    await opened.close();
  }
}

async function preparePostgres(database, scale) {
  const opened = await openPostgres(database.url);
  try {
    await seedDemoIntoEmptyDatabase(opened);
    return await addSchoolScale(opened.db, { ...scale, sessionSecret: SECRET });
  } finally {
    await opened.close();
  }
}

const serverEnv = (dataDir, extra = {}) => ({
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
  SESSION_SECRET: SECRET,
  DATA_DIR: dataDir,
  ...extra,
});

const ms = (value) => (Number.isFinite(value) ? value.toFixed(1) : '–');

/** Prints the figures of one scenario. */
function reportScenario(report, label, figures) {
  const { result, connect, sockets, rss, cpu, saves, clientsCpu, seconds, idle } = figures;
  const { latencies } = result;
  report(`${label}: sockets connected / asked`, `${connect.connected} / ${sockets}`);
  report(
    `${label}: handshakes refused; joins refused`,
    `${JSON.stringify(connect.refused)}; ${JSON.stringify(connect.joinErrors)}`,
  );
  report(`${label}: connecting and joining took (s)`, (connect.ms / 1000).toFixed(1));
  report(
    `${label}: server CPU per socket connected and joined (ms)`,
    (connect.cpu.serverMs / Math.max(1, connect.connected)).toFixed(2) +
      (connect.cpu.postgresMs === undefined
        ? ''
        : `; PostgreSQL ${(connect.cpu.postgresMs / Math.max(1, connect.connected)).toFixed(2)}`),
  );
  report(
    `${label}: saves answered 2xx / sent; save p50 / p99 (ms)`,
    `${saves.ok} / ${saves.sent}; ${ms(quantile(saves.times, 0.5))} / ${ms(quantile(saves.times, 0.99))}`,
  );
  report(
    `${label}: save -> every client p50 / p95 / p99 / max (ms)`,
    `${ms(quantile(latencies, 0.5))} / ${ms(quantile(latencies, 0.95))} / ${ms(quantile(latencies, 0.99))} / ${ms(latencies.at(-1))}`,
    label.startsWith('board') ? 'target p95 <= 250' : '',
  );
  report(
    `${label}: deliveries received / expected (lost, extra, foreign)`,
    `${result.received} / ${result.expected} (${result.lost}, ${result.extra}, ${result.foreign})`,
    'expect none lost',
  );
  report(`${label}: sockets disconnected meanwhile`, result.disconnected);
  report(
    `${label}: server RSS before -> with the sockets (MB)`,
    rss.map(({ before, after }) => `${before.toFixed(0)} -> ${after.toFixed(0)}`).join(', '),
  );
  const growth = rss.reduce((sum, { before, after }) => sum + (after - before), 0);
  report(
    `${label}: server memory per socket (KB, RSS growth / sockets)`,
    ((growth * 1024) / Math.max(1, connect.connected)).toFixed(1),
  );
  const perSecond = (ms) => ms / (IDLE_MS / 1000);
  report(
    `${label}: server CPU with the sockets idle (ms per s${idle.postgresMs === undefined ? '' : '; PostgreSQL'})`,
    `${perSecond(idle.serverMs).toFixed(0)}${idle.postgresMs === undefined ? '' : `; ${perSecond(idle.postgresMs).toFixed(0)}`}`,
  );
  // The saves' own CPU: what the phase cost beyond holding the sockets for as long.
  const own = (total, idleMs) => Math.max(0, total - perSecond(idleMs) * cpu.seconds);
  const serverOwn = own(cpu.serverMs, idle.serverMs);
  report(
    `${label}: server CPU per save beyond idle, all processes (ms; us per delivery)`,
    `${(serverOwn / Math.max(1, saves.ok)).toFixed(2)}; ${((serverOwn * 1000) / Math.max(1, result.received)).toFixed(1)}`,
  );
  report(
    `${label}: server CPU in the saves' phase, idle included (ms per save)`,
    `${(cpu.serverMs / Math.max(1, saves.ok)).toFixed(2)} over ${cpu.seconds.toFixed(1)} s`,
  );
  if (cpu.postgresMs !== undefined) {
    report(
      `${label}: PostgreSQL CPU per save beyond idle (ms)`,
      (own(cpu.postgresMs, idle.postgresMs) / Math.max(1, saves.ok)).toFixed(2),
    );
  }
  report(
    `${label}: client processes' CPU during the saves (s of ${seconds.toFixed(1)} s, per process)`,
    clientsCpu.map((cpuMs) => (cpuMs / 1000).toFixed(1)).join(' '),
  );
}

/**
 * Connects the sockets, measures memory, runs `save(e, k)` for `changes` changes of every
 * education (change k of education e due at k * spacingMs + e * staggerMs, each after the one
 * before of the same education), and counts what arrived.
 */
async function runScenario({
  label,
  servers,
  postgresUrl,
  sockets,
  educationOfSocket,
  educations,
  changes,
  spacingMs,
  staggerMs,
  save,
  report,
}) {
  const clients = new Clients(CLIENT_PROCESSES, new URL('./socket-clients.mjs', import.meta.url));
  const meter = await cpuMeter({ pids: servers.map((s) => s.child.pid), postgresUrl });
  try {
    report(`${label}: load average before`, loadAverage());
    const before = servers.map((server) => rssMb(server.child.pid));
    await meter.start();
    const connect = await clients.connect(sockets);
    connect.cpu = await meter.stop();
    await sleep(3000);
    const rss = servers.map((server, i) => ({ before: before[i], after: rssMb(server.child.pid) }));
    // What holding the sockets costs with nothing to send (heartbeats, the session sweep): the
    // saves' own CPU below is what is spent beyond it.
    await meter.start();
    await sleep(IDLE_MS);
    const idle = await meter.stop();

    const savesOf = new Map(educations.map((id) => [id, []]));
    const saves = { sent: 0, ok: 0, times: [] };
    const cpuBefore = await clients.cpu();
    await meter.start();
    const phaseStart = now();
    const t0 = now() + 500;
    await Promise.all(
      educations.map(async (educationId, e) => {
        for (let k = 0; k < changes; k += 1) {
          const due = t0 + k * spacingMs + e * staggerMs;
          if (due > now()) await sleep(due - now());
          const started = now();
          saves.sent += 1;
          const ok = await save(educationId, e, k).catch(() => false);
          saves.times.push(now() - started);
          if (ok) {
            saves.ok += 1;
            savesOf.get(educationId).push(started);
          }
        }
      }),
    );
    const seconds = (now() - t0) / 1000;
    const { result } = await collectAll(clients, educationOfSocket, savesOf);
    const cpu = await meter.stop();
    cpu.seconds = (now() - phaseStart) / 1000;
    const cpuAfter = await clients.cpu();
    saves.times.sort((a, b) => a - b);
    reportScenario(report, label, {
      result,
      connect,
      sockets: sockets.length,
      rss,
      cpu,
      saves,
      clientsCpu: cpuAfter.map((value, i) => value - cpuBefore[i]),
      seconds,
      idle,
    });
    report(`${label}: load average after`, loadAverage());
    return result;
  } finally {
    await meter.close();
    await clients.close();
  }
}

/** 4,000 sockets in one room, one PGlite process, 10 changes one second apart. */
export async function benchOneRoom({ root, port, report, people = 400 }) {
  console.log(
    `\n# Realtime, one room: ${people * TABS_PER_PERSON} sockets in the large demo education's ` +
      'room, one PGlite process, 10 design changes one second apart',
  );
  const dataDir = mkdtempSync(join(tmpdir(), 'cp-bench-rt-room-'));
  let servers = [];
  try {
    const scale = await preparePglite(dataDir, { people });
    servers = await startServers({
      serverScript: join(root, 'apps/server/dist/main.js'),
      root,
      ports: [port],
      env: serverEnv(dataDir),
      nodeArgs: NODE_ARGS,
    });
    const base = servers[0].base;
    const admin = await signIn(base, 'admin@demo.nl', 'Demo!2026');
    const targets = await demoTargets(base, admin);
    const parentId = targets.large.education_parent_id;
    const sockets = [];
    const educationOfSocket = new Map();
    for (const person of scale.people) {
      for (let tab = 0; tab < TABS_PER_PERSON; tab += 1) {
        const id = sockets.length;
        sockets.push({
          id,
          url: base,
          cookie: person.cookie,
          xsrf: person.xsrf,
          rooms: [`user.${person.userId}`, `educationParent.${parentId}`],
        });
        educationOfSocket.set(id, targets.large.id);
      }
    }
    return await runScenario({
      label: `one room, ${sockets.length} sockets`,
      servers,
      sockets,
      educationOfSocket,
      educations: [targets.large.id],
      changes: 10,
      spacingMs: 1000,
      staggerMs: 0,
      save: async (_educationId, _e, k) => {
        const request = targets.renameCluster(k);
        const response = await fetch(request.url, request);
        await response.arrayBuffer();
        return response.ok;
      },
      report,
    });
  } finally {
    for (const server of servers.reverse()) await stopProcess(server.child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** 10,000 sockets over 200 educations, two processes on PostgreSQL, 200 changes a second. */
export async function benchBoard({
  root,
  ports,
  report,
  educations: educationCount = 200,
  people = 1000,
  designers = 50,
  changes = 10,
}) {
  const total = people * TABS_PER_PERSON;
  console.log(
    `\n# Realtime, school board: ${total} sockets over ${educationCount} educations, ` +
      `${ports.length} server processes on PostgreSQL, ${educationCount} changes per second`,
  );
  const database = await createBenchDatabase();
  if (database.skipped) {
    console.log(`PostgreSQL skipped: ${database.skipped}`);
    return undefined;
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'cp-bench-rt-board-'));
  let servers = [];
  try {
    const scale = await preparePostgres(database, {
      educations: educationCount,
      clustersPerEducation: 5,
      people,
      designers,
    });
    servers = await startServers({
      serverScript: join(root, 'apps/server/dist/main.js'),
      root,
      ports,
      env: serverEnv(dataDir, { DATABASE_URL: database.url }),
      nodeArgs: NODE_ARGS,
    });
    const sockets = [];
    const educationOfSocket = new Map();
    for (let k = 0; k < total; k += 1) {
      const person = scale.people[Math.floor(k / TABS_PER_PERSON)];
      // Socket k: room k mod n; process by k div n, so each room has half its sockets on each.
      const education = scale.educations[k % educationCount];
      const server = servers[Math.floor(k / educationCount) % servers.length];
      sockets.push({
        id: k,
        url: server.base,
        cookie: person.cookie,
        xsrf: person.xsrf,
        rooms: [`user.${person.userId}`, `educationParent.${education.parentId}`],
      });
      educationOfSocket.set(k, education.id);
    }
    const writers = scale.people.filter((person) => person.designer);
    const renames = await clusterRenames(
      servers[0].base,
      writers[0].cookie,
      scale.locationId,
      scale.educations.map((education) => education.id),
    );
    return await runScenario({
      label: `board, ${total} sockets`,
      servers,
      postgresUrl: database.url,
      sockets,
      educationOfSocket,
      educations: scale.educations.map((education) => education.id),
      changes,
      spacingMs: 1000,
      staggerMs: 1000 / educationCount,
      save: async (educationId, e, k) => {
        const writer = writers[e % writers.length];
        const request = renames(educationId, k, writeHeaders(writer.cookie));
        // Each change to either process, as a load balancer would send them.
        const base = servers[(e + k) % servers.length].base;
        const url = base + request.url.slice(servers[0].base.length);
        const response = await fetch(url, request);
        await response.arrayBuffer();
        return response.ok;
      },
      report,
    });
  } finally {
    for (const server of servers.reverse()) await stopProcess(server.child);
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Both scenarios (or the one of BENCH_REALTIME_SCALE). */
export async function benchRealtimeScale({ root, ports, report }) {
  const only = process.env.BENCH_REALTIME_SCALE;
  if (!only || only === 'room') await benchOneRoom({ root, port: ports.room, report });
  if (!only || only === 'board') {
    await benchBoard({ root, ports: [ports.board, ports.boardSecond], report });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = new URL('../..', import.meta.url).pathname;
  const base = Number(process.env.BENCH_PORT ?? 3290);
  if (process.argv[2]) process.env.BENCH_REALTIME_SCALE = process.argv[2];
  await benchRealtimeScale({
    root,
    ports: { room: base + 17, board: base + 18, boardSecond: base + 19 },
    report: (name, value, target = '') =>
      console.log(`${name.padEnd(72)} ${String(value).padStart(12)}  ${target}`),
  });
}
