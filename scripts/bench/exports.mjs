// Exports of the large demo education (issue 13): design + every plan year, each format, on
// PGlite and PostgreSQL (the servers of databases.mjs). Per export: wall time from the request to
// ready (as the user waits), the file's size, the server process's peak RSS growth while the job
// runs (the render thread lives in the same process), and the p99 of a read sent back to back
// meanwhile (does the API stay responsive?) against the same read while idle.
import { EXPORT_FORMATS } from '../../packages/contracts/src/export-constants.ts';
import { startDemoServers } from './databases.mjs';
import { rssMb } from './server-process.mjs';

const GOALS_S = { xlsx: 5, docx: 10, pdf: 30 };
const RSS_GOAL_MB = 256;
const IDLE_READS = 200;

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

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

/** Times one read (the education's detail, what every screen asks first). */
async function timedRead(base, cookie, path) {
  const started = performance.now();
  const response = await fetch(`${base}/api/v1/${path}`, {
    headers: { cookie, accept: 'application/json' },
  });
  await response.arrayBuffer();
  return performance.now() - started;
}

async function exportOnce(target, format, readPath) {
  const { base, cookie, urls, child } = target;
  const body = { format, language: 'nl', parts: ['design', 'plan'], year_ids: null };
  const baseline = rssMb(child.pid);
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(child.pid))), 25);
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
    reads.push(await timedRead(base, cookie, readPath));
    const current = await api(base, cookie, 'exports/current');
    if (current.body?.data?.id !== id) {
      ready = performance.now() - started;
      break;
    }
    if (performance.now() - started > 120_000) throw new Error(`export ${id} took over 120 s`);
  }
  clearInterval(sampler);
  const download = await fetch(`${base}/api/v1/download/export/${id}`, { headers: { cookie } });
  const bytes = (await download.arrayBuffer()).byteLength;
  return {
    status: download.status,
    seconds: ready / 1000,
    kb: bytes / 1024,
    rssGrowthMb: peak - baseline,
    readP99: percentile(reads, 99),
    reads: reads.length,
  };
}

export async function benchExports({ root, serverScript, ports, report }) {
  console.log(
    '\n# Exports of the large demo education (design + all plan years; request to ready, ' +
      'peak RSS growth of the server, p99 of a read sent meanwhile)',
  );
  const servers = await startDemoServers({
    root,
    serverScript,
    pglitePort: ports.pglite,
    postgresPorts: [ports.postgres],
  });
  try {
    for (const [db, target] of Object.entries(servers.targets)) {
      const readPath = `locations/${target.urls.locationId}/educations/${target.urls.large.id}`;
      // The job queue starts after listening: wait until exports are taken.
      await new Promise((resolve) => setTimeout(resolve, 3000));
      const idle = [];
      for (let i = 0; i < IDLE_READS; i += 1)
        idle.push(await timedRead(target.base, target.cookie, readPath));
      report(`${db}: education read while idle, p99 (ms)`, percentile(idle, 99).toFixed(1));
      for (const format of [...EXPORT_FORMATS].reverse()) {
        // A first run loads the libraries; the second is what a warm server does.
        for (const run of ['first', 'second']) {
          const figures = await exportOnce(target, format, readPath);
          if (figures.error) {
            report(`${db}: ${format} export (${run})`, 'failed');
            console.log(figures.error);
            continue;
          }
          report(
            `${db}: ${format} (${run}) request to ready (s)`,
            figures.seconds.toFixed(2),
            `goal <= ${GOALS_S[format]} s; ${figures.kb.toFixed(0)} KB`,
          );
          report(
            `${db}: ${format} (${run}) peak RSS growth (MB)`,
            figures.rssGrowthMb.toFixed(0),
            `goal <= ${RSS_GOAL_MB} MB`,
          );
          report(
            `${db}: ${format} (${run}) read p99 meanwhile (ms)`,
            figures.readP99.toFixed(1),
            `${figures.reads} reads`,
          );
        }
      }
    }
  } finally {
    await servers.stop();
  }
}
