// `npm run bench`: prints figures, asserts nothing. Later issues add their own sections.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { get } from 'node:http';
import { buildIfStale, root } from './build-if-stale.mjs';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../apps/web/e2e/chromium.ts';
import { jsFetchedByPages } from './bench/browser-js.mjs';
import { educationPage } from './bench/browser-context.mjs';
import {
  clickToReady,
  countOf,
  navigationToReady,
  scrollHeightOf,
  scrollSmoothness,
  taller,
  whenStable,
} from './bench/browser-timing.mjs';
import { firstLoadJs, sizeOf } from './bench/bundle-size.mjs';
import { getJson, timeSequential } from './bench/api-timing.mjs';
import { measure } from './bench/http-load.mjs';
import { compareDatabases } from './bench/databases.mjs';
import { demoTargets } from './bench/demo-targets.mjs';
import { rssMb, signIn, startProcess, stopProcess } from './bench/server-process.mjs';
import { benchReadsDuringUploads, benchUploads } from './bench/uploads.mjs';
import { createBenchDatabase } from './bench/databases.mjs';
import { openPostgres } from '../apps/server/src/db/client.ts';
import { seedDemoIntoEmptyDatabase } from '../apps/server/src/db/seed/into-empty.ts';
import { benchAnalysis } from './bench/analysis.mjs';
import { benchExports } from './bench/exports.mjs';
import { benchExportRead } from './bench/export-read.mjs';
import { benchTestPlanExport } from './bench/test-plan-export.mjs';
import { benchTestPlan } from './bench/test-plan.mjs';
import { benchSso } from './bench/sso.mjs';
import { benchFrameworks } from './bench/frameworks.mjs';
import { benchFrameworkSuggestions } from './bench/framework-suggestions.mjs';
import { benchRealtime } from './bench/realtime.mjs';
import { benchRealtimeScale } from './bench/realtime-scale.mjs';
import { cpuMeter, loadAverage, perRequest } from './bench/cpu-time.mjs';

// BENCH_PORT / BENCH_HELLO_PORT: to run beside another server that holds the usual ports.
const PORT = Number(process.env.BENCH_PORT ?? 3290);
const HELLO_PORT = Number(process.env.BENCH_HELLO_PORT ?? 3291);
const base = `http://127.0.0.1:${PORT}`;
const serverScript = join(root, 'apps/server/dist/main.js');
const fmt = (n, digits = 0) => n.toFixed(digits);
const rows = [];
const report = (name, value, target = '') => {
  rows.push({ name, value, target });
  console.log(`${name.padEnd(52)} ${String(value).padStart(12)}  ${target}`);
};

/** The JSON as the client reads it (fetch decodes), and the bytes a browser receives. */
async function answerSizes(url, cookie) {
  const raw = Buffer.from(
    await (await fetch(url, { headers: { cookie, accept: 'application/json' } })).arrayBuffer(),
  );
  const sent = await new Promise((resolve, reject) => {
    const headers = { cookie, accept: 'application/json', 'accept-encoding': 'br, gzip' };
    get(url, { headers }, (response) => {
      let bytes = 0;
      response.on('data', (chunk) => (bytes += chunk.length));
      response.on('end', () => resolve({ bytes, encoding: response.headers['content-encoding'] }));
    }).on('error', reject);
  });
  return {
    rawKb: raw.byteLength / 1024,
    sent: `${fmt(sent.bytes / 1024, 1)} (${sent.encoding ?? 'uncompressed'})`,
  };
}

buildIfStale({ quiet: true });

/** The API on PGlite and PostgreSQL side by side (scripts/bench/databases.mjs). */
async function databasesSection() {
  console.log(
    '\n# API on PGlite and PostgreSQL side by side (interleaved rounds with hello-world; ' +
      'latency at 200 requests/s evenly paced)',
  );
  await compareDatabases({
    root,
    serverScript,
    ports: { hello: HELLO_PORT, pglite: PORT + 3, postgres: PORT + 4, postgresSecond: PORT + 5 },
  });
}

/** What the login page and the dashboard load before their first paint (from the build). */
function firstLoadSection() {
  console.log('\n# First-load JavaScript before first paint (static imports, gzip)');
  for (const [name, patterns] of [
    ['login page', [/LoginRoute/]],
    // The shell waits for the Dutch texts of the top bar and the dashboard (i18n/nl-shell.ts).
    ['dashboard', [/ShellLayout/, /DashboardRoute/, /i18n\/nl-shell/]],
  ]) {
    const size = firstLoadJs(join(root, 'apps/web/dist'), patterns);
    report(
      `${name}: first-load JS (KB, ${size.chunks} chunks)`,
      fmt(size.gzipKb, 1),
      'target <= 170',
    );
  }
}

/** The analysis API on PGlite and PostgreSQL, and the analysis screen (scripts/bench/analysis.mjs). */
async function analysisSection() {
  console.log(
    '\n# Analysis API (the large demo education; sequential requests, median / p95, ' +
      'PGlite and PostgreSQL side by side)',
  );
  await benchAnalysis({
    root,
    serverScript,
    ports: { pglite: PORT + 6, postgres: PORT + 7 },
    report,
  });
}

/** Each export format of the large demo education, on PGlite and PostgreSQL (bench/exports.mjs). */
async function exportsSection() {
  await benchExportRead({ report });
  await benchTestPlanExport({ report });
  await benchExports({
    root,
    serverScript,
    ports: { pglite: PORT + 8, postgres: PORT + 9 },
    report,
  });
}

/** Single sign-on against local OpenID Connect providers, PGlite and PostgreSQL (bench/sso.mjs). */
async function ssoSection() {
  console.log(
    '\n# Single sign-on (local OpenID Connect providers; sequential requests, median / p95, ' +
      'PGlite and PostgreSQL side by side)',
  );
  await benchSso({
    root,
    serverScript,
    ports: { pglite: PORT + 10, postgres: PORT + 11, provider: PORT + 12 },
    report,
  });
}

/** A join flood on the socket while another session reads (scripts/bench/realtime.mjs). */
async function realtimeSection() {
  await benchRealtime({ root, port: PORT + 13, report });
}

// BENCH_ONLY=realtime: only the realtime join flood (under a minute).
if (process.env.BENCH_ONLY === 'realtime') {
  await realtimeSection();
  process.exit(0);
}

/**
 * Realtime at a school board's scale (issue 26, scripts/bench/realtime-scale.mjs): 4,000 sockets
 * in one room on PGlite, then 10,000 sockets over 200 educations on two PostgreSQL processes.
 */
async function realtimeScaleSection() {
  await benchRealtimeScale({
    root,
    ports: { room: PORT + 17, board: PORT + 18, boardSecond: PORT + 19 },
    report,
  });
}

// BENCH_ONLY=realtime-scale: only that (10 to 20 minutes; BENCH_REALTIME_SCALE=room|board for one).
if (process.env.BENCH_ONLY === 'realtime-scale') {
  await realtimeScaleSection();
  process.exit(0);
}

/**
 * A plain read during four 40 MB uploads from two people, on PGlite and PostgreSQL (issue 25;
 * scripts/bench/uploads.mjs, benchReadsDuringUploads).
 */
async function readsDuringUploadsSection() {
  console.log(
    '\n# Reads during uploads: 4 notes of 4 x 10 MB at once from two people; a read every 100 ms',
  );
  await benchReadsDuringUploads({ root, port: PORT + 15, label: 'PGlite', report });
  const database = await createBenchDatabase();
  if (database.skipped) {
    console.log(`PostgreSQL skipped: ${database.skipped}`);
    return;
  }
  try {
    const opened = await openPostgres(database.url);
    try {
      await seedDemoIntoEmptyDatabase(opened);
    } finally {
      await opened.close();
    }
    await benchReadsDuringUploads({
      root,
      port: PORT + 16,
      label: 'PostgreSQL',
      env: { DATABASE_URL: database.url },
      report,
    });
  } finally {
    await database.drop();
  }
}

// BENCH_ONLY=uploads: only the reads during uploads (PGlite and PostgreSQL, about 10 minutes).
if (process.env.BENCH_ONLY === 'uploads') {
  await readsDuringUploadsSection();
  process.exit(0);
}
/** Framework import and the picker (issue 28; scripts/bench/frameworks.mjs). */
async function frameworksSection() {
  await benchFrameworks({
    root,
    serverScript,
    ports: { pglite: PORT + 20, postgres: PORT + 21 },
    report,
  });
}

// BENCH_ONLY=frameworks: only that (PGlite and PostgreSQL, a few minutes).
if (process.env.BENCH_ONLY === 'frameworks') {
  await frameworksSection();
  process.exit(0);
}
/** Suggested links: the hand-linked sample and the timing (issue 28; bench/framework-suggestions.mjs). */
async function frameworkSuggestionsSection() {
  await benchFrameworkSuggestions({
    root,
    serverScript,
    ports: { pglite: PORT + 24, postgres: PORT + 25 },
    report,
  });
}

// BENCH_ONLY=framework-suggestions: only that (PGlite and PostgreSQL, about two minutes).
if (process.env.BENCH_ONLY === 'framework-suggestions') {
  await frameworkSuggestionsSection();
  process.exit(0);
}
// BENCH_ONLY=sso: only single sign-on (about a minute).
if (process.env.BENCH_ONLY === 'sso') {
  await ssoSection();
  process.exit(0);
}
// BENCH_ONLY=test-plan: only the test plan's read and the health check (issue 29; PGlite and
// PostgreSQL, two or three minutes).
if (process.env.BENCH_ONLY === 'test-plan') {
  await benchTestPlan({
    root,
    serverScript,
    ports: { pglite: PORT + 26, postgres: PORT + 27 },
    report,
  });
  process.exit(0);
}
// BENCH_ONLY=test-plan-export: only the test plan of one year as a document (a minute or two).
if (process.env.BENCH_ONLY === 'test-plan-export') {
  await benchTestPlanExport({ report });
  process.exit(0);
}
// BENCH_ONLY=exports: only the exports (a few minutes).
if (process.env.BENCH_ONLY === 'exports') {
  await exportsSection();
  process.exit(0);
}
// BENCH_ONLY=databases: only that section (it takes about 5 minutes of the whole run);
// BENCH_ONLY=analysis: only the analysis API and screen, and the first-load JS (a few minutes).
if (process.env.BENCH_ONLY === 'databases') {
  await databasesSection();
  process.exit(0);
}
if (process.env.BENCH_ONLY === 'analysis') {
  await analysisSection();
  // The analysis screen must not make the dashboard's first load grow.
  firstLoadSection();
  process.exit(0);
}
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
  report('load average (1, 5, 15 min)', loadAverage());
  const meMeter = await cpuMeter({ pids: [again.child.pid] });
  const me = await measure(`${base}/api/v1/auth/me`, { cookie }, { meter: meMeter });
  await meMeter.close();
  report('auth/me: max requests/s', fmt(me.maxRps));
  // CPU time per request survives a busy machine better than the rate (issue 26).
  report(
    'auth/me: server CPU ms / request at max rate',
    perRequest(me.maxCpu.serverMs, me.maxCpu.requests),
  );
  report('auth/me: p99 latency at 200 requests/s (ms)', fmt(me.at200P99Ms), 'target < 100');
  report('auth/me: p99 latency at max rate (ms)', fmt(me.maxP99Ms));
  report('auth/me: failed or non-2xx responses', me.failures, 'expect 0');
  report('RSS after load (MB)', fmt(rssMb(again.child.pid)));

  console.log('\n# Educations API (demo data; sequential requests, median / p95)');
  const api = `${base}/api/v1`;
  // The same demo targets as the side-by-side section: Demo College, its first group, the large
  // education.
  const targets = await demoTargets(base, cookie);
  const demo = { id: targets.locationId };
  const { large, designUrl } = targets;
  for (const [name, url] of [
    ['dashboard list (GET educations?education_parent)', targets.listUrl],
    ['overview (GET educations/:education)', targets.detailUrl],
  ]) {
    const timing = await timeSequential(url, cookie);
    report(`${name} (ms)`, `${fmt(timing.medianMs, 1)} / ${fmt(timing.p95Ms, 1)}`);
  }
  // Rates and latency under load: the section "PGlite and PostgreSQL side by side" below.

  console.log('\n# Design (the large demo education: 600 learning goals, 300 clusters)');
  const design = await timeSequential(designUrl, cookie);
  report(
    'GET design, one request (median / p95, ms)',
    `${fmt(design.medianMs, 1)} / ${fmt(design.p95Ms, 1)}`,
  );
  const designSize = await answerSizes(designUrl, cookie);
  report('GET design: answer size (KB)', fmt(designSize.rawKb, 1));
  report('GET design: transferred with accept-encoding: br, gzip (KB)', designSize.sent);

  console.log('\n# Plan (the large demo education: one year of 40 weeks, 75 planned clusters)');
  const largeYears = (await getJson(`${api}/locations/${demo.id}/educations/${large.id}`, cookie))
    .data.years;
  const planUrl = `${api}/locations/${demo.id}/educations/${large.id}/plan/years/${largeYears[1].id}`;
  const plan = await timeSequential(planUrl, cookie);
  report(
    'GET year plan, one request (median / p95, ms)',
    `${fmt(plan.medianMs, 1)} / ${fmt(plan.p95Ms, 1)}`,
  );
  const planSize = await answerSizes(planUrl, cookie);
  report('GET year plan: answer size (KB)', fmt(planSize.rawKb, 1));
  report('GET year plan: transferred with accept-encoding: br, gzip (KB)', planSize.sent);

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

  console.log(
    '\n# Design and plan screens in Chromium (the large demo education; signed in as the admin)',
  );
  const designBrowser = await chromium.launch(chromiumLaunchOptions);
  try {
    // The context the dashboard sets when the education is opened (lib/context-store.ts).
    const page = await educationPage(designBrowser, {
      base,
      cookie,
      locationId: demo.id,
      educationId: large.id,
    });
    // Rows of the open tab's list; the clusters panel by its Mantine id (`...-panel-clusters`).
    const treeRow = '[role="tabpanel"] [role="listitem"]';
    const clusterRow = '[id$="-panel-clusters"] [role="listitem"]';
    const navigation = await navigationToReady(page, '/ontwerp', treeRow, { runs: 5 });
    report('design: navigation to tree shown (median of 5, ms)', fmt(navigation.medianMs));
    report('design: the 5 navigations (ms)', navigation.runsMs.map((ms) => fmt(ms)).join(' '));
    const clustersMs = await clickToReady(
      page,
      page.getByRole('tab', { name: 'Clusters' }),
      clusterRow,
    );
    report('design: clusters tab click to the list shown (ms)', fmt(clustersMs));
    report('design: cluster rows in the DOM at that frame', await countOf(page, clusterRow));
    const reportScroll = (what, scroll) => {
      report(`design: scroll ${what}, longest frame (ms)`, fmt(scroll.longestFrameMs));
      report(`design: scroll ${what}, long tasks > 50 ms`, scroll.longTasks);
      report(`design: scroll ${what}, longest long task (ms)`, fmt(scroll.longestTaskMs));
      report(`design: scroll ${what}, frames / px`, `${scroll.frames} / ${scroll.scrolledPx}`);
    };
    reportScroll('clusters', await scrollSmoothness(page, clusterRow));

    await page.getByRole('tab', { name: 'Competenties' }).click();
    await page.locator(treeRow).first().waitFor();
    const closed = { rows: await countOf(page, treeRow), height: await scrollHeightOf(page) };
    // Ready when the page grew: a windowed tree need not have more rows in the DOM.
    const expandMs = await clickToReady(
      page,
      page.getByRole('button', { name: 'Alles openklappen' }),
      taller(closed.height),
    );
    const open = { height: await whenStable(page, scrollHeightOf) };
    open.rows = await countOf(page, treeRow);
    report('design: "expand all" click to the tree grown (ms)', fmt(expandMs));
    report('design: tree rows in the DOM, closed / all open', `${closed.rows} / ${open.rows}`);
    report('design: page height, closed / all open (px)', `${closed.height} / ${open.height}`);
    reportScroll('open tree', await scrollSmoothness(page, treeRow));

    // The plan screen of the same education: year 2 (40 weeks, ~75 planned clusters).
    const bar = { selector: '[data-testid=plan-timeline] [data-bar]', minCount: 10 };
    const timeline = await navigationToReady(page, `/plan/${largeYears[1].id}`, bar, { runs: 5 });
    report('plan: navigation to timeline shown (median of 5, ms)', fmt(timeline.medianMs));
    report('plan: the 5 navigations (ms)', timeline.runsMs.map((ms) => fmt(ms)).join(' '));
    const planScroll = await scrollSmoothness(page, bar.selector);
    report('plan: scroll timeline, longest frame (ms)', fmt(planScroll.longestFrameMs));
    report('plan: scroll timeline, long tasks > 50 ms', planScroll.longTasks);
  } catch (error) {
    // Said and skipped: a screen that changed its markup must not stop the other sections (nor
    // leave the server running).
    report('design screen in Chromium', 'failed');
    console.log(String(error?.message ?? error).split('\n')[0]);
  } finally {
    await designBrowser.close();
  }
  await stopProcess(again.child);

  const hello = await startProcess(join(root, 'scripts/bench/hello-server.mjs'), {
    env: { PORT: String(HELLO_PORT) },
    cwd: root,
    readyUrl: `http://127.0.0.1:${HELLO_PORT}/hello`,
  });
  const helloMeter = await cpuMeter({ pids: [hello.child.pid] });
  const bare = await measure(`http://127.0.0.1:${HELLO_PORT}/hello`, {}, { meter: helloMeter });
  await helloMeter.close();
  await stopProcess(hello.child);
  report('bare Fastify hello: max requests/s', fmt(bare.maxRps));
  report(
    'bare Fastify hello: server CPU ms / request at max rate',
    perRequest(bare.maxCpu.serverMs, bare.maxCpu.requests),
  );
  report('bare Fastify hello: p99 at 200 requests/s (ms)', fmt(bare.at200P99Ms));
  report(
    'ratio auth/me / hello-world (max requests/s)',
    fmt(me.maxRps / bare.maxRps, 2),
    'target >= 0.5',
  );

  await databasesSection();
  await analysisSection();
  await exportsSection();
  await ssoSection();
  await frameworksSection();
  await frameworkSuggestionsSection();

  // 5 files per note: the most the 50 MB per request allows (http/uploads/upload-limits.ts).
  await benchUploads({ root, port: PORT + 2, filesPerNote: 5, report });
  await realtimeSection();
  await realtimeScaleSection();
  await readsDuringUploadsSection();

  firstLoadSection();
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
