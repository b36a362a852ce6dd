// The coverage view of one exam programme (issue 28, docs/frameworks.md "Coverage") on the large
// demo education (4 years, 300 clusters, 600 goals, about 1,000 tests), after the programmes are
// imported (frameworks.mjs): the demo designer links every goal to a counted item of the
// programme (goal i to item i mod n, every third goal to a second one) in one bulk link by code,
// and every tenth test of each year directly to an item; then GET coverage, one after another.
import { getJson, timeSequential } from './api-timing.mjs';
import { findEducation } from './demo-targets.mjs';
import { signIn } from './server-process.mjs';

const xsrfOf = (cookie) => decodeURIComponent(/(?:^|; )XSRF-TOKEN=([^;]*)/.exec(cookie)?.[1] ?? '');

async function send(method, url, cookie, body) {
  const response = await fetch(url, {
    method,
    headers: {
      cookie,
      accept: 'application/json',
      'content-type': 'application/json',
      'x-xsrf-token': xsrfOf(cookie),
    },
    body: JSON.stringify(body),
  });
  const answer = await response.json();
  if (!response.ok)
    throw new Error(`${method} ${url}: ${response.status} ${JSON.stringify(answer)}`);
  return answer;
}

/**
 * The counted items of a framework (published, without published children) that carry a code
 * no other item of it has: what a bulk link by code can name.
 */
function countedItems(items) {
  const published = items.filter((item) => item.withdrawn_in === null);
  const parents = new Set(published.map((item) => item.parent_id));
  const uses = new Map();
  for (const item of published) uses.set(item.code, (uses.get(item.code) ?? 0) + 1);
  return published.filter(
    (item) => !parents.has(item.id) && item.code !== '' && uses.get(item.code) === 1,
  );
}

/**
 * Links the large demo education to the framework `frameworkId` and times its coverage.
 * `frameworkId`: the programme to measure (the caller picks the largest imported one).
 */
export async function benchFrameworkCoverage({ target, locationId, frameworkId, report, db }) {
  const api = `${target.base}/api/v1`;
  const cookie = await signIn(target.base, 'ontwerper@demo.nl', 'Demo!2026');
  const large = await findEducation(api, locationId, cookie, 'Bouwkunde niveau 4 (groot)');
  const education = `${api}/locations/${locationId}/educations/${large.id}`;
  const { data: framework } = await getJson(
    `${api}/locations/${locationId}/frameworks/${frameworkId}`,
    cookie,
  );
  const items = countedItems(framework.items);
  const goals = (await getJson(`${education}/design`, cookie)).data.learning_goals;
  const lines = goals.map((goal, i) => ({
    goal: goal.index,
    codes: [
      ...new Set([
        items[i % items.length].code,
        ...(i % 3 === 0 ? [items[(i * 7 + 1) % items.length].code] : []),
      ]),
    ],
  }));
  const linked = (
    await send('POST', `${education}/framework-links/by-code`, cookie, {
      framework_id: frameworkId,
      lines,
    })
  ).data;
  const summary = (await getJson(`${education}/analysis`, cookie)).data;
  let testLinks = 0;
  for (const year of summary.years) {
    const overview = await getJson(`${education}/analysis/years/${year.id}/tests-overview`, cookie);
    for (const [n, test] of overview.data.tests.entries()) {
      if (n % 10 !== 0) continue;
      const item = items[(test.id * 13) % items.length];
      await send('PUT', `${education}/framework-links/tests/${test.id}`, cookie, {
        framework_item_ids: [item.id],
      });
      testLinks += 1;
    }
  }

  const url = `${education}/analysis/frameworks/${frameworkId}`;
  const { data: coverage } = await getJson(url, cookie);
  const all = await timeSequential(url, cookie, 100);
  const schoolExam = await timeSequential(`${url}?school_exam_only=true`, cookie, 100);
  const health = await timeSequential(`${education}/analysis/health`, cookie, 50);
  const t = coverage.totals;
  report(
    `${db}: coverage of ${framework.framework.code} (${coverage.items.length} items), links`,
    `${linked.added} goal / ${testLinks} test`,
  );
  report(
    `${db}: coverage: counted / covered / taught / tested`,
    `${t.items} / ${t.covered} / ${t.taught} / ${t.tested}`,
  );
  report(
    `${db}: GET coverage, 100 x (median / p95 ms; KB)`,
    `${all.medianMs.toFixed(1)} / ${all.p95Ms.toFixed(1)}; ${(all.bytes / 1024).toFixed(0)}`,
    'p95 <= 100',
  );
  report(
    `${db}: GET coverage ?school_exam_only (median / p95 ms)`,
    `${schoolExam.medianMs.toFixed(1)} / ${schoolExam.p95Ms.toFixed(1)}`,
    'p95 <= 100',
  );
  report(
    `${db}: GET health with the framework checks (median / p95 ms)`,
    `${health.medianMs.toFixed(1)} / ${health.p95Ms.toFixed(1)}`,
    'p95 < 100',
  );
}
