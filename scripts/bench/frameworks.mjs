// Frameworks (issue 28, docs/frameworks.md) on the built server, PGlite and PostgreSQL side by
// side: the platform administrator imports all 107 exam programmes of SLO's published files at
// once (preview, then apply, each timed, with the server's RSS sampled meanwhile), then a school's
// designer searches the picker with varied words, one search after another; then the coverage
// view of Informatica havo on the large demo education (framework-coverage.mjs).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { getJson } from './api-timing.mjs';
import { startDemoServers } from './databases.mjs';
import { benchFrameworkCoverage } from './framework-coverage.mjs';
import { rssMb, signIn } from './server-process.mjs';

const EXAM_FILES = [
  ['slo-examenprogramma', 'examenprogramma.json'],
  ['slo-examenprogramma', 'domeinen.json'],
  ['slo-examenprogramma', 'subdomeinen.json'],
  ['slo-examenprogramma', 'eindtermen.json'],
  ['slo-basis', 'niveaus.json'],
];

/** What a designer types into the picker: words, word pairs and codes, with and without accents. */
const SEARCHES = [
  'kandidaat',
  'informatie zoeken',
  'orienteren',
  'oriënteren',
  'WI/K',
  'natuurkunde',
  'domein a',
  'rekenen',
  'communiceren',
  'onderzoek',
  'ontwerpen',
  'economie',
  'kan beschrijven',
  'SE',
  'Subdomein B2',
  'duurzaam',
  'INF/H',
  'lezen',
  'spreken',
  'statistiek',
];

const stats = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { median: at(0.5), p95: at(0.95) };
};

function cookieValue(cookie, name) {
  return cookie
    .split(';')
    .map((pair) => pair.trim().split('='))
    .find(([key]) => key === name)?.[1];
}

/** The import form as the screen sends it: its fields first, then the five files. */
function importForm(root, fields) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [folder, name] of EXAM_FILES) {
    const content = readFileSync(join(root, 'apps/server/frameworks', folder, name));
    form.append('files', new Blob([content], { type: 'application/json' }), name);
  }
  return form;
}

async function post(url, cookie, form) {
  const start = performance.now();
  const response = await fetch(url, {
    method: 'POST',
    headers: { cookie, 'x-xsrf-token': cookieValue(cookie, 'XSRF-TOKEN') ?? '' },
    body: form,
  });
  const body = await response.json();
  if (!response.ok) throw new Error(`${url}: ${response.status} ${JSON.stringify(body)}`);
  return { body, ms: performance.now() - start };
}

/** The highest RSS of `pid` while `work` runs, sampled every 50 ms. */
async function peakRssDuring(pid, work) {
  let peak = rssMb(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 50);
  try {
    const result = await work();
    return { result, peak: Math.max(peak, rssMb(pid)) };
  } finally {
    clearInterval(timer);
  }
}

async function importAll(root, target) {
  const api = `${target.base}/api/v1`;
  const cookie = await signIn(target.base, 'platform@demo.nl', 'Demo!2026');
  const fields = { source: 'slo_exam', release: 'november 2025' };
  const before = rssMb(target.pids[0]);
  const { result, peak } = await peakRssDuring(target.pids[0], async () => {
    const preview = await post(
      `${api}/frameworks/imports/preview`,
      cookie,
      importForm(root, fields),
    );
    const digest = preview.body.data.digest;
    const apply = await post(
      `${api}/frameworks/imports`,
      cookie,
      importForm(root, { ...fields, digest }),
    );
    return { preview, apply };
  });
  return { ...result, before, peak, cookie };
}

async function searchTimes(target, locationId) {
  const api = `${target.base}/api/v1/locations/${locationId}/framework-items`;
  const url = (search) => `${api}?search=${encodeURIComponent(search)}`;
  for (const search of SEARCHES) await getJson(url(search), target.cookie);
  const times = [];
  let hits = 0;
  for (let round = 0; round < 10; round += 1) {
    for (const search of SEARCHES) {
      const start = performance.now();
      const body = await getJson(url(search), target.cookie);
      times.push(performance.now() - start);
      hits += body.data.length;
    }
  }
  return { ...stats(times), count: times.length, hits: hits / times.length };
}

export async function benchFrameworks({ root, serverScript, ports, report }) {
  console.log('\n# Frameworks: all 107 SLO exam programmes imported at once; the picker searched');
  const servers = await startDemoServers({
    root,
    serverScript,
    pglitePort: ports.pglite,
    postgresPorts: [ports.postgres],
  });
  try {
    for (const [db, target] of Object.entries(servers.targets)) {
      const imported = await importAll(root, target);
      const frameworks = imported.apply.body.data.frameworks;
      const items = frameworks.reduce((sum, f) => sum + f.items, 0);
      report(`${db}: import preview, 107 programmes (ms)`, imported.preview.ms.toFixed(0));
      report(
        `${db}: import apply, ${frameworks.length} frameworks / ${items} items (ms)`,
        imported.apply.ms.toFixed(0),
        'target preview + apply <= 10,000',
      );
      report(
        `${db}: server RSS before / peak during import (MB)`,
        `${imported.before.toFixed(0)} / ${imported.peak.toFixed(0)}`,
        'growth <= 256',
      );
      const locations = await getJson(`${target.base}/api/v1/locations`, target.cookie);
      const demo = locations.data.find((location) => location.title === 'Demo College');
      const search = await searchTimes(target, demo.id);
      report(
        `${db}: picker search, ${search.count} searches (median / p95 ms; hits each)`,
        `${search.median.toFixed(1)} / ${search.p95.toFixed(1)}; ${search.hits.toFixed(0)}`,
        'p95 <= 50',
      );
      // The coverage view of Informatica havo (the programme; it flags the school exam).
      const informatica = frameworks.find((f) => f.code === 'INF/havo');
      await benchFrameworkCoverage({
        target,
        locationId: demo.id,
        frameworkId: informatica.id,
        report,
        db,
      });
    }
  } finally {
    await servers.stop();
  }
}
