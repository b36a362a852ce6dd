// Exports of the large demo education (issues 13 and 25), on PGlite and PostgreSQL (the servers
// of databases.mjs). Per format, two exports: design + every plan year (as in issue 13), then the
// complete document (every part, every year). Per export: wall time from the request to ready (as
// the user waits), the file's size, the peak RSS growth of the server with everything it started
// (a render process is its child), the server's RSS once the export is done and the machine is
// idle again, and the latency of a read of another school sent back to back meanwhile (does one
// school's export slow another school down?). Last, the queue: three complete PDFs of one school,
// then a small Excel export of another school; how long does the small one wait?
import { readFileSync, readdirSync } from 'node:fs';
import { EXPORT_FORMATS } from '../../packages/contracts/src/export-constants.ts';
import { startDemoServers } from './databases.mjs';
import { rssMb, signIn } from './server-process.mjs';

const GOALS_S = { xlsx: 5, docx: 10, pdf: 30 };
const RSS_GOAL_MB = 256;
const IDLE_READS = 200;
const DEMO_PASSWORD = 'Demo!2026';
const ALL_PARTS = ['design', 'plan', 'analysis', 'notes'];

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The RSS of a process and all its descendants (a render process is the server's child). */
function treeRssMb(pid) {
  let total = 0;
  try {
    // A process that is ending has no VmRSS line any more (NaN): it counts as nothing.
    total += rssMb(pid) || 0;
  } catch {
    return 0;
  }
  for (const child of childrenOf(pid)) total += treeRssMb(child);
  return total;
}

function childrenOf(pid) {
  const found = [];
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    try {
      const text = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim();
      if (text) found.push(...text.split(/\s+/).map(Number));
    } catch {
      // the task ended meanwhile
    }
  }
  return found;
}

async function api(base, cookie, path, init = {}) {
  const csrf = /XSRF-TOKEN=([^;]+)/.exec(cookie)?.[1] ?? '';
  const response = await fetch(`${base}/api/v1/${path}`, {
    ...init,
    headers: {
      cookie,
      accept: 'application/json',
      'content-type': 'application/json',
      'x-xsrf-token': decodeURIComponent(csrf),
    },
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

/** Times one read: the other school's education, what every screen asks first. */
async function timedRead(base, cookie, path) {
  const started = performance.now();
  const response = await fetch(`${base}/api/v1/${path}`, {
    headers: { cookie, accept: 'application/json' },
  });
  await response.arrayBuffer();
  return performance.now() - started;
}

/**
 * Tweede School (the demo's second location) gets a small education of its own, made through
 * the API by its admin: the "other school" of these figures.
 */
async function otherSchool(base) {
  const cookie = await signIn(base, 'admin@tweede.nl', DEMO_PASSWORD);
  const [location] = (await api(base, cookie, 'locations')).body.data;
  const faculty = await api(base, cookie, `locations/${location.id}/faculties`, {
    method: 'POST',
    body: JSON.stringify({ name: 'Bench' }),
  });
  const parent = await api(
    base,
    cookie,
    `locations/${location.id}/faculties/${faculty.body.data.id}/educationParents`,
    { method: 'POST', body: JSON.stringify({ name: 'Bench' }) },
  );
  const education = await api(base, cookie, `locations/${location.id}/educations`, {
    method: 'POST',
    body: JSON.stringify({
      education_parent_id: parent.body.data.id,
      name: 'Kleine opleiding',
      type: 'havo',
      years: 1,
      periods_per_year: 2,
    }),
  });
  if (education.status !== 201) {
    throw new Error(
      `other school's education: ${education.status} ${JSON.stringify(education.body)}`,
    );
  }
  const id = education.body.data.id;
  return {
    cookie,
    readPath: `locations/${location.id}/educations/${id}`,
    exportPath: `locations/${location.id}/educations/${id}/exports`,
  };
}

async function waitUntilDone(base, cookie, id, limitMs = 600_000) {
  const started = performance.now();
  for (;;) {
    const current = await api(base, cookie, 'exports/current');
    if (current.body?.data?.id !== id) return performance.now() - started;
    if (performance.now() - started > limitMs)
      throw new Error(`export ${id} took over ${limitMs} ms`);
    await sleep(100);
  }
}

async function exportOnce(target, other, format, parts) {
  const { base, cookie, urls, child } = target;
  const body = { format, language: 'nl', parts, year_ids: null };
  const baseline = treeRssMb(child.pid);
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, treeRssMb(child.pid))), 25);
  const started = performance.now();
  const created = await api(
    base,
    cookie,
    `locations/${urls.locationId}/educations/${urls.large.id}/exports`,
    { method: 'POST', body: JSON.stringify(body) },
  );
  if (created.status !== 202) {
    clearInterval(sampler);
    return { error: `HTTP ${created.status} ${JSON.stringify(created.body)}` };
  }
  const id = created.body.data.id;
  const reads = [];
  let ready;
  for (;;) {
    reads.push(await timedRead(base, other.cookie, other.readPath));
    const current = await api(base, cookie, 'exports/current');
    if (current.body?.data?.id !== id) {
      ready = performance.now() - started;
      break;
    }
    if (performance.now() - started > 600_000) throw new Error(`export ${id} took over 600 s`);
  }
  clearInterval(sampler);
  const download = await fetch(`${base}/api/v1/download/export/${id}`, { headers: { cookie } });
  const bytes = (await download.arrayBuffer()).byteLength;
  // Idle again: what the server keeps once the export is done.
  await sleep(5000);
  return {
    status: download.status,
    seconds: ready / 1000,
    kb: bytes / 1024,
    rssGrowthMb: peak - baseline,
    idleRssMb: treeRssMb(child.pid),
    readP99: percentile(reads, 99),
    readMax: Math.max(...reads),
    reads: reads.length,
  };
}

/**
 * Three complete PDFs of Demo College (three of its users: one export each at a time), then a
 * small Excel export of the other school: seconds until that one is ready, and until all are.
 */
async function starvation(target, other) {
  const { base, urls } = target;
  const large = `locations/${urls.locationId}/educations/${urls.large.id}/exports`;
  const started = performance.now();
  const queued = [];
  for (const email of ['admin@demo.nl', 'ontwerper@demo.nl', 'gebruiker@demo.nl']) {
    const cookie = await signIn(base, email, DEMO_PASSWORD);
    const body = { format: 'pdf', language: 'nl', parts: ALL_PARTS, year_ids: null };
    const created = await api(base, cookie, large, { method: 'POST', body: JSON.stringify(body) });
    if (created.status !== 202) throw new Error(`large export: ${created.status}`);
    queued.push({ cookie, id: created.body.data.id });
  }
  const small = await api(base, other.cookie, other.exportPath, {
    method: 'POST',
    body: JSON.stringify({ format: 'xlsx', language: 'nl', parts: ['design'], year_ids: null }),
  });
  if (small.status !== 202) throw new Error(`small export: ${small.status}`);
  const smallMs = (await waitUntilDone(base, other.cookie, small.body.data.id)) + 0;
  const smallReady = (performance.now() - started) / 1000;
  for (const { cookie, id } of queued) await waitUntilDone(base, cookie, id);
  return { smallReady, smallWait: smallMs / 1000, allReady: (performance.now() - started) / 1000 };
}

export async function benchExports({ root, serverScript, ports, report }) {
  console.log(
    '\n# Exports of the large demo education (design + all plan years, then the complete ' +
      'document; request to ready, peak RSS growth of the server and its children, RSS when ' +
      "idle again, another school's read meanwhile), then three complete PDFs of one school " +
      "ahead of another school's small Excel export",
  );
  const servers = await startDemoServers({
    root,
    serverScript,
    pglitePort: ports.pglite,
    postgresPorts: [ports.postgres],
  });
  try {
    for (const [db, target] of Object.entries(servers.targets)) {
      const other = await otherSchool(target.base);
      // The job queue starts after listening: wait until exports are taken.
      await sleep(3000);
      const idle = [];
      for (let i = 0; i < IDLE_READS; i += 1)
        idle.push(await timedRead(target.base, other.cookie, other.readPath));
      report(`${db}: other school's read while idle, p99 (ms)`, percentile(idle, 99).toFixed(1));
      report(`${db}: server RSS at start (MB)`, treeRssMb(target.child.pid).toFixed(0));
      for (const format of [...EXPORT_FORMATS].reverse()) {
        for (const [what, parts] of [
          ['design+plan', ['design', 'plan']],
          ['complete', ALL_PARTS],
        ]) {
          const figures = await exportOnce(target, other, format, parts);
          const name = `${db}: ${format} ${what}`;
          if (figures.error) {
            report(name, 'failed');
            console.log(figures.error);
            continue;
          }
          report(
            `${name}: request to ready (s)`,
            figures.seconds.toFixed(2),
            `goal <= ${GOALS_S[format]} s; ${figures.kb.toFixed(0)} KB`,
          );
          report(
            `${name}: peak RSS growth (MB)`,
            figures.rssGrowthMb.toFixed(0),
            `goal <= ${RSS_GOAL_MB} MB`,
          );
          report(`${name}: RSS idle after (MB)`, figures.idleRssMb.toFixed(0));
          report(
            `${name}: other school's read p99 / max (ms)`,
            `${figures.readP99.toFixed(0)} / ${figures.readMax.toFixed(0)}`,
            `${figures.reads} reads`,
          );
        }
      }
      const queue = await starvation(target, other);
      report(
        `${db}: 3 complete PDFs, then a small xlsx of another school: small ready (s)`,
        queue.smallReady.toFixed(1),
        `all ready after ${queue.allReady.toFixed(1)} s`,
      );
    }
  } finally {
    await servers.stop();
  }
}
