// The test plan's read (issue 29, docs/test-plan.md): `GET .../test-plan/years/:year` of the
// large demo education's second year, and the health check that now runs the test plan's checks
// for every year, one request at a time (what one user waits for), on PGlite and PostgreSQL side
// by side (the servers of databases.mjs, a fresh demo in each).
import { getJson, timeSequential } from './api-timing.mjs';
import { startDemoServers } from './databases.mjs';

const REQUESTS = Number(process.env.BENCH_TEST_PLAN_REQUESTS ?? 100);
/** The analysis reads' goal (docs/benchmarks.md, issue 12): under 100 ms each. */
const GOAL_MS = 100;

/** The test plan and health URLs of the large demo education (its second year, as analysis.mjs). */
async function endpoints(target) {
  const { base, cookie, urls } = target;
  const education = `${base}/api/v1/locations/${urls.locationId}/educations/${urls.large.id}`;
  const { years } = (await getJson(education, cookie)).data;
  const year = years[Math.min(1, years.length - 1)];
  // A build without the test plan (a baseline) answers 404: then only the health check is timed.
  const answer = await fetch(`${education}/test-plan/years/${year.id}`, { headers: { cookie } });
  const plan = answer.ok ? (await answer.json()).data : { tests: [], clusters: [] };
  return {
    tests: plan.tests.length,
    clusters: plan.clusters.length,
    list: [
      ['auth/me (floor: session and HTTP)', `${base}/api/v1/auth/me`],
      ['GET .../test-plan/years/:year (year 2)', `${education}/test-plan/years/${year.id}`],
      ['GET .../analysis/health', `${education}/analysis/health`],
    ],
  };
}

const ms = (value) => value.toFixed(1);

/**
 * Starts the server on PGlite and PostgreSQL, times the endpoints interleaved per endpoint
 * (PGlite, then PostgreSQL, so a machine that gets busier touches both alike), prints a table
 * and reports the p95 of the test plan on each database. Answers the figures.
 */
export async function benchTestPlan({ root, serverScript, ports, report }) {
  console.log(
    '\n# Test plan (the large demo education, year 2; sequential requests, median / p95, ' +
      'PGlite and PostgreSQL side by side)',
  );
  const servers = await startDemoServers({
    root,
    serverScript,
    pglitePort: ports.pglite,
    postgresPorts: [ports.postgres],
  });
  try {
    const dbs = Object.keys(servers.targets);
    const found = {};
    for (const db of dbs) found[db] = await endpoints(servers.targets[db]);
    const first = found[dbs[0]];
    console.log(`year 2: ${first.clusters} planned clusters, ${first.tests} tests`);
    const figures = {};
    console.log(
      `\n${'endpoint (sequential, median / p95 ms)'.padEnd(44)}` +
        `${dbs.map((db) => db.padEnd(22)).join('')}${'answer (KB)'.padEnd(14)}goal`,
    );
    for (const [index, [name]] of first.list.entries()) {
      figures[name] = {};
      if (index === 1 && first.clusters === 0) continue;
      for (const db of dbs) {
        figures[name][db] = await timeSequential(
          found[db].list[index][1],
          servers.targets[db].cookie,
          REQUESTS,
        );
      }
      const timings = dbs.map((db) => figures[name][db]);
      console.log(
        `${name.padEnd(44)}` +
          `${timings.map((t) => `${ms(t.medianMs)} / ${ms(t.p95Ms)}`.padEnd(22)).join('')}` +
          `${(timings[0].bytes / 1024).toFixed(1).padEnd(14)}${index === 0 ? '' : `< ${GOAL_MS} ms`}`,
      );
    }
    const plan = figures[first.list[1][0]];
    for (const db of dbs.filter((name) => plan[name])) {
      report?.(`test plan of a year: p95 on ${db} (ms)`, ms(plan[db].p95Ms), `goal < ${GOAL_MS}`);
    }
    return figures;
  } finally {
    await servers.stop();
  }
}
