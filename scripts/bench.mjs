// `npm run bench`: prints figures, asserts nothing. Later issues add their own sections.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildIfStale, root } from './build-if-stale.mjs';
import { jsFetchedByPages } from './bench/browser-js.mjs';
import { firstLoadJs, sizeOf } from './bench/bundle-size.mjs';
import { getJson, timeSequential } from './bench/api-timing.mjs';
import { measure } from './bench/http-load.mjs';
import { rssMb, signIn, startProcess, stopProcess } from './bench/server-process.mjs';

const PORT = 3290;
const HELLO_PORT = 3291;
const base = `http://127.0.0.1:${PORT}`;
const serverScript = join(root, 'apps/server/dist/main.js');
const fmt = (n, digits = 0) => n.toFixed(digits);
const rows = [];
const report = (name, value, target = '') => {
  rows.push({ name, value, target });
  console.log(`${name.padEnd(52)} ${String(value).padStart(12)}  ${target}`);
};

/** An education of the location by its name, found through the API like a user would. */
async function findEducation(api, locationId, cookie, name) {
  for (const faculty of (await getJson(`${api}/locations/${locationId}/faculties`, cookie)).data) {
    const parents = (
      await getJson(
        `${api}/locations/${locationId}/faculties/${faculty.id}/educationParents`,
        cookie,
      )
    ).data;
    for (const parent of parents) {
      const list = (
        await getJson(
          `${api}/locations/${locationId}/educations?education_parent=${parent.id}`,
          cookie,
        )
      ).data;
      const found = list.find((education) => education.name === name);
      if (found) return found;
    }
  }
  throw new Error(`education ${name} not found`);
}

buildIfStale({ quiet: true });
const dataDir = mkdtempSync(join(tmpdir(), 'cp-bench-'));
const env = {
  PORT: String(PORT),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  RATE_LIMIT_PER_MINUTE: '100000000',
  NODE_ENV: 'production',
};
const readyUrl = `${base}/api/v1/health`;

try {
  console.log('\n# Start-up and memory (embedded PGlite)');
  const fresh = await startProcess(serverScript, { env, cwd: root, readyUrl });
  report('cold start, new database (ms to first answer)', fmt(fresh.readyMs));
  await stopProcess(fresh.child);

  const again = await startProcess(serverScript, { env, cwd: root, readyUrl });
  report('cold start, existing database (ms)', fmt(again.readyMs));
  await new Promise((resolve) => setTimeout(resolve, 3000));
  report('idle RSS after start (MB)', fmt(rssMb(again.child.pid)), 'target <= 250');

  console.log('\n# HTTP: GET /api/v1/auth/me with a session vs bare Fastify hello-world');
  const cookie = await signIn(base, 'admin@demo.nl', 'Demo!2026');
  const me = await measure(`${base}/api/v1/auth/me`, { cookie });
  report('auth/me: max requests/s', fmt(me.maxRps));
  report('auth/me: p99 latency at 200 requests/s (ms)', fmt(me.at200P99Ms), 'target < 100');
  report('auth/me: p99 latency at max rate (ms)', fmt(me.maxP99Ms));
  report('auth/me: failed or non-2xx responses', me.failures, 'expect 0');
  report('RSS after load (MB)', fmt(rssMb(again.child.pid)));

  console.log('\n# Educations API (demo data; sequential requests, median / p95)');
  const api = `${base}/api/v1`;
  const [demo] = (await getJson(`${api}/locations`, cookie)).data.filter(
    (location) => location.title === 'Demo College',
  );
  const [faculty] = (await getJson(`${api}/locations/${demo.id}/faculties`, cookie)).data;
  const [parent] = (
    await getJson(`${api}/locations/${demo.id}/faculties/${faculty.id}/educationParents`, cookie)
  ).data;
  const listUrl = `${api}/locations/${demo.id}/educations?education_parent=${parent.id}`;
  const [first] = (await getJson(listUrl, cookie)).data;
  for (const [name, url] of [
    ['dashboard list (GET educations?education_parent)', listUrl],
    ['overview (GET educations/:education)', `${api}/locations/${demo.id}/educations/${first.id}`],
  ]) {
    const timing = await timeSequential(url, cookie);
    report(`${name} (ms)`, `${fmt(timing.medianMs, 1)} / ${fmt(timing.p95Ms, 1)}`);
  }
  const list = await measure(listUrl, { cookie });
  report('dashboard list: max requests/s', fmt(list.maxRps));
  report('dashboard list: p99 at 200 requests/s (ms)', fmt(list.at200P99Ms), 'target < 100');

  console.log('\n# Design (the large demo education: 600 learning goals, 300 clusters)');
  const large = await findEducation(api, demo.id, cookie, 'Bouwkunde niveau 4 (groot)');
  const designUrl = `${api}/locations/${demo.id}/educations/${large.id}/design`;
  const design = await timeSequential(designUrl, cookie);
  report(
    'GET design, one request (median / p95, ms)',
    `${fmt(design.medianMs, 1)} / ${fmt(design.p95Ms, 1)}`,
  );
  // The API answers uncompressed; gzip is what a compressing proxy in front would send.
  const designBody = Buffer.from(
    await (
      await fetch(designUrl, { headers: { cookie, accept: 'application/json' } })
    ).arrayBuffer(),
  );
  report('GET design: answer size (KB)', fmt(designBody.byteLength / 1024, 1));
  report('GET design: answer size, gzip (KB)', fmt(gzipSync(designBody).byteLength / 1024, 1));

  console.log('\n# JavaScript fetched in Chromium until the network is idle (empty cache)');
  const dist = join(root, 'apps/web/dist');
  const fetched = await jsFetchedByPages(
    base,
    [
      { name: 'login page', path: '/', signedIn: false },
      { name: 'dashboard', path: '/dashboard', signedIn: true },
    ],
    { email: 'admin@demo.nl', password: 'Demo!2026' },
  );
  for (const [name, { files, idleMs, transferredKb }] of Object.entries(fetched)) {
    const size = sizeOf(dist, files);
    report(`${name}: all JS until idle, gzip (KB, ${files.length} files)`, fmt(size.gzipKb, 1));
    report(`${name}: all JS until idle, as transferred (KB)`, fmt(transferredKb, 1));
    report(`${name}: navigation to network idle (ms)`, fmt(idleMs));
  }
  await stopProcess(again.child);

  const hello = await startProcess(join(root, 'scripts/bench/hello-server.mjs'), {
    env: { PORT: String(HELLO_PORT) },
    cwd: root,
    readyUrl: `http://127.0.0.1:${HELLO_PORT}/hello`,
  });
  const bare = await measure(`http://127.0.0.1:${HELLO_PORT}/hello`);
  await stopProcess(hello.child);
  report('bare Fastify hello: max requests/s', fmt(bare.maxRps));
  report('bare Fastify hello: p99 at 200 requests/s (ms)', fmt(bare.at200P99Ms));
  report(
    'ratio auth/me / hello-world (max requests/s)',
    fmt(me.maxRps / bare.maxRps, 2),
    'target >= 0.5',
  );

  console.log('\n# First-load JavaScript before first paint (static imports, gzip)');
  for (const [name, patterns] of [
    ['login page', [/LoginRoute/]],
    ['dashboard', [/ShellLayout/, /DashboardRoute/]],
  ]) {
    const size = firstLoadJs(dist, patterns);
    report(
      `${name}: first-load JS (KB, ${size.chunks} chunks)`,
      fmt(size.gzipKb, 1),
      'target <= 170',
    );
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
