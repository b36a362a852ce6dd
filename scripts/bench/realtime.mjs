// Realtime join flood (issue 25): one signed-in person floods the socket with joins of education
// parent rooms (each one a database look-up before the fix) while another session's plain read
// is timed every 100 ms; the read's p50 / p99 before and during the flood show whether socket
// work starves other people. With the product's own rate limit (RATE_LIMIT_PER_MINUTE default).
//
// Run alone: `node scripts/bench/realtime.mjs [root]` (root: a checkout with a built server, e.g.
// an export of an older commit for a before figure). `npm run bench` calls benchRealtime.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { io } from 'socket.io-client';
import { signIn, startProcess, stopProcess } from './server-process.mjs';

const PASSWORD = 'Demo!2026';
const FLOOD_JOINS = Number(process.env.BENCH_REALTIME_JOINS ?? 10_000);
const FLOOD_MAX_MS = 30_000;

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

// The reader runs in a worker thread, so the flood this process sends does not delay its clock.
const READER = `
const { parentPort, workerData } = require('node:worker_threads');
const { performance } = require('node:perf_hooks');
let running = true;
const times = [];
parentPort.once('message', () => (running = false));
(async () => {
  while (running) {
    const started = performance.now();
    const response = await fetch(workerData.url, {
      headers: { cookie: workerData.cookie, accept: 'application/json' },
    });
    await response.arrayBuffer();
    times.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  parentPort.postMessage(times);
})();
`;

/** Times GET `url` every 100 ms (in a worker) until stopped; answers p50, p99 and max in ms. */
function timeReads(url, cookie) {
  const worker = new Worker(READER, { eval: true, workerData: { url, cookie } });
  return async () => {
    const done = new Promise((resolve) => worker.once('message', resolve));
    worker.postMessage('stop');
    const times = (await done).sort((a, b) => a - b);
    await worker.terminate();
    return {
      reads: times.length,
      p50Ms: quantile(times, 0.5),
      p99Ms: quantile(times, 0.99),
      maxMs: times.at(-1),
    };
  };
}

/** A socket as the web app opens it (cookie and CSRF token); null when the server refuses it. */
function connect(base, cookie) {
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(cookie)?.[1];
  const socket = io(base, {
    path: '/socket.io',
    transports: ['websocket'],
    extraHeaders: { cookie },
    auth: { xsrf },
    reconnection: false,
    forceNew: true,
  });
  return new Promise((resolve) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', () => {
      socket.close();
      resolve(null);
    });
  });
}

/**
 * Sends FLOOD_JOINS joins of distinct education parent rooms as fast as the socket takes them,
 * reconnecting whenever the server closes it (as an attacker would); answers how they ended.
 */
async function flood(base, cookie) {
  const answers = new Map();
  let sent = 0;
  let reconnects = 0;
  let refusedHandshakes = 0;
  const started = performance.now();
  while (sent < FLOOD_JOINS && performance.now() - started < FLOOD_MAX_MS) {
    const socket = await connect(base, cookie);
    if (!socket) {
      refusedHandshakes += 1;
      await new Promise((resolve) => setTimeout(resolve, 100));
      continue;
    }
    reconnects += 1;
    const pending = [];
    while (socket.connected && sent < FLOOD_JOINS) {
      for (let i = 0; i < 100 && sent < FLOOD_JOINS; i += 1) {
        sent += 1;
        pending.push(
          socket
            .timeout(15_000)
            .emitWithAck('join', `educationParent.${1_000_000 + sent}`)
            .then(
              (answer) => (answer.ok ? 'ok' : answer.error),
              () => 'no answer',
            ),
        );
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
    for (const result of await Promise.all(pending)) {
      answers.set(result, (answers.get(result) ?? 0) + 1);
    }
    socket.close();
  }
  return {
    sent,
    seconds: (performance.now() - started) / 1000,
    connections: reconnects,
    refusedHandshakes,
    answers: Object.fromEntries(answers),
  };
}

export async function benchRealtime({
  root,
  port = Number(process.env.BENCH_REALTIME_PORT ?? 3293),
  report = (name, value) => console.log(`${name.padEnd(60)} ${String(value).padStart(12)}`),
}) {
  console.log(
    `\n# Realtime: gebruiker@demo.nl floods ${FLOOD_JOINS} joins; admin@demo.nl reads every 100 ms`,
  );
  const dataDir = mkdtempSync(join(tmpdir(), 'cp-bench-realtime-'));
  const base = `http://127.0.0.1:${port}`;
  const api = `${base}/api/v1`;
  const server = await startProcess(join(root, 'apps/server/dist/main.js'), {
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      NODE_ENV: 'production',
    },
    cwd: root,
    readyUrl: `${api}/health`,
  });
  try {
    const reader = await signIn(base, 'admin@demo.nl', PASSWORD);
    const flooder = await signIn(base, 'gebruiker@demo.nl', PASSWORD);
    const [location] = (
      await (await fetch(`${api}/locations`, { headers: { cookie: reader } })).json()
    ).data;
    const readUrl = `${api}/locations/${location.id}/faculties`;

    let stop = timeReads(readUrl, reader);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const quiet = await stop();
    stop = timeReads(readUrl, reader);
    const flooded = await flood(base, flooder);
    const during = await stop();
    const me = await fetch(`${api}/auth/me`, { headers: { cookie: flooder } });

    const fmt = (ms) => ms.toFixed(1);
    report(
      'another session, read alone: p50 / p99 (ms)',
      `${fmt(quiet.p50Ms)} / ${fmt(quiet.p99Ms)}`,
    );
    report(
      'the same read during the flood: p50 / p99 / max (ms)',
      `${fmt(during.p50Ms)} / ${fmt(during.p99Ms)} / ${fmt(during.maxMs)}`,
    );
    report('reads timed during the flood', during.reads);
    report('flood: joins sent, seconds', `${flooded.sent}, ${flooded.seconds.toFixed(1)}`);
    report(
      'flood: connections made / handshakes refused',
      `${flooded.connections} / ${flooded.refusedHandshakes}`,
    );
    report('flood: answers', JSON.stringify(flooded.answers));
    report("flooder's own HTTP right after (status)", me.status);
  } finally {
    await stopProcess(server.child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = process.argv[2] ?? new URL('../..', import.meta.url).pathname;
  await benchRealtime({ root });
}
