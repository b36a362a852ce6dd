// The analysis API of the large demo education (issue 12): the summary, the health check, and
// each tab and the bubble view of one year, one request at a time (what one user waits for), on
// PGlite and PostgreSQL side by side (the servers of databases.mjs).
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../../apps/web/e2e/chromium.ts';
import { ANALYSIS_TABS } from '../../packages/contracts/src/analysis-constants.ts';
import { measureAnalysisScreen } from './analysis-screen.mjs';
import { getJson, timeSequential } from './api-timing.mjs';
import { educationPage } from './browser-context.mjs';
import { startDemoServers } from './databases.mjs';

const REQUESTS = Number(process.env.BENCH_ANALYSIS_REQUESTS ?? 100);
/** The goal: under 100 ms server time for each analysis endpoint. */
const GOAL_MS = 100;

/** The large demo education's second year (40 weeks, about 75 planned clusters), as the plan figures use. */
async function largeYear(base, cookie, { locationId, large }) {
  const education = `${base}/api/v1/locations/${locationId}/educations/${large.id}`;
  const { years } = (await getJson(education, cookie)).data;
  return years[Math.min(1, years.length - 1)];
}

/**
 * The analysis endpoints of the large demo education, `[name, url]`: summary, health, then the
 * tabs (ANALYSIS_TABS) and the bubble view of its second year.
 */
export async function analysisEndpoints(base, cookie, urls) {
  const year = await largeYear(base, cookie, urls);
  const analysis = `${base}/api/v1/locations/${urls.locationId}/educations/${urls.large.id}/analysis`;
  return [
    ['summary (GET .../analysis)', analysis],
    ['health (GET .../analysis/health)', `${analysis}/health`],
    ...[...ANALYSIS_TABS, 'bubbles'].map((tab) => [
      `years/:year/${tab}`,
      `${analysis}/years/${year.id}/${tab}`,
    ]),
  ];
}

/**
 * Median and p95 of sequential GETs (api-timing.mjs), or the status when the endpoint does not
 * answer 200 (an endpoint not built yet must not stop the others).
 */
async function timeOrStatus(url, cookie) {
  const probe = await fetch(url, { headers: { cookie, accept: 'application/json' } });
  await probe.arrayBuffer();
  if (!probe.ok) return { status: probe.status };
  return timeSequential(url, cookie, REQUESTS);
}

const ms = (value) => value.toFixed(1);
const cell = (timing) =>
  timing.status === undefined
    ? `${ms(timing.medianMs)} / ${ms(timing.p95Ms)}`
    : `HTTP ${timing.status}`;

/**
 * Times every endpoint on every target (`{ name: { base, cookie, urls } }`), interleaved per
 * endpoint (PGlite, then PostgreSQL) so a machine that gets busier meanwhile touches both alike.
 * `auth/me` first: the floor every answer pays (session check, HTTP on loopback). Prints one
 * table; answers the figures (endpoint -> database -> timing).
 */
export async function timeAnalysis(targets) {
  const endpoints = {};
  for (const [db, target] of Object.entries(targets)) {
    endpoints[db] = [
      ['auth/me (floor: session and HTTP)', `${target.base}/api/v1/auth/me`],
      ...(await analysisEndpoints(target.base, target.cookie, target.urls)),
    ];
  }
  const dbs = Object.keys(targets);
  const names = endpoints[dbs[0]].map(([name]) => name);
  const figures = {};
  console.log(
    `\n${'endpoint (sequential, median / p95 ms)'.padEnd(44)}` +
      `${dbs.map((db) => db.padEnd(22)).join('')}${'answer (KB)'.padEnd(14)}goal`,
  );
  for (const [index, name] of names.entries()) {
    figures[name] = {};
    for (const db of dbs) {
      figures[name][db] = await timeOrStatus(endpoints[db][index][1], targets[db].cookie);
    }
    const sized = Object.values(figures[name]).find((timing) => timing.bytes !== undefined);
    const goal = index === 0 ? '' : `< ${GOAL_MS} ms each`;
    console.log(
      `${name.padEnd(44)}${dbs.map((db) => cell(figures[name][db]).padEnd(22)).join('')}` +
        `${(sized ? (sized.bytes / 1024).toFixed(1) : '–').padEnd(14)}${goal}`,
    );
  }
  return figures;
}

/**
 * The analysis screen in Chromium on `target` (analysis-screen.mjs), reported line by line; a
 * screen whose markup changed is said and skipped, not fatal.
 */
async function screenFigures(target, report) {
  let browser;
  try {
    browser = await chromium.launch(chromiumLaunchOptions);
    const year = await largeYear(target.base, target.cookie, target.urls);
    const page = await educationPage(browser, {
      base: target.base,
      cookie: target.cookie,
      locationId: target.urls.locationId,
      educationId: target.urls.large.id,
      yearId: year.id,
    });
    await measureAnalysisScreen(page, report);
  } catch (error) {
    report('analysis screen in Chromium', 'failed');
    console.log(String(error?.message ?? error).split('\n')[0]);
  } finally {
    await browser?.close();
  }
}

/**
 * Starts the server on PGlite and on PostgreSQL (a fresh demo in each), times the analysis
 * endpoints on both, and stops them. `ports`: PGlite, PostgreSQL. With `report` (bench.mjs's
 * line printer) also the analysis screen in Chromium, on PGlite (the database a first start
 * uses).
 */
export async function benchAnalysis({ root, serverScript, ports, report }) {
  const servers = await startDemoServers({
    root,
    serverScript,
    pglitePort: ports.pglite,
    postgresPorts: [ports.postgres],
  });
  try {
    const figures = await timeAnalysis(servers.targets);
    if (report) {
      console.log('\n# Analysis screen in Chromium (the large demo education, year 2; PGlite)');
      await screenFigures(servers.targets.PGlite, report);
    }
    return figures;
  } finally {
    await servers.stop();
  }
}
