// Suggested links (issue 28, docs/frameworks.md "Suggested links"): how often the item a teacher
// would link is among the first three suggestions, on the team's hand-linked sample of 73 goals
// (apps/server/test/fixtures/framework-goal-sample.json), and how long suggesting takes: the
// matching alone in this process (the sample; 600 goals against the largest programmes), then
// the endpoint on the built server for the large demo education (600 goals), PGlite and
// PostgreSQL side by side. Run under tsx (npm run bench): it imports the server's TypeScript.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { readSloCoreObjectives } from '../../apps/server/src/domain/frameworks/read-slo-core-objectives.ts';
import { readSloExamProgrammes } from '../../apps/server/src/domain/frameworks/read-slo-exam-programmes.ts';
import { FrameworkTextMatcher } from '../../apps/server/src/domain/frameworks/match-framework-text.ts';
import {
  FRAMEWORK_SUGGESTION_FLOOR,
  matchItemsOf,
} from '../../apps/server/src/domain/frameworks/suggest-framework-links.ts';
import { sloCoreRecords, sloExamRecords } from '../../apps/server/test/helpers/framework-files.ts';
import { readGoalSample } from '../../apps/server/test/helpers/framework-goal-sample.ts';
import { timeSequential } from './api-timing.mjs';
import { startDemoServers } from './databases.mjs';
import { signIn } from './server-process.mjs';

const LIMIT = 3;
const EXAM_FILES = [
  ['slo-examenprogramma', 'examenprogramma.json'],
  ['slo-examenprogramma', 'domeinen.json'],
  ['slo-examenprogramma', 'subdomeinen.json'],
  ['slo-examenprogramma', 'eindtermen.json'],
  ['slo-basis', 'niveaus.json'],
];
/** Informatica havo: the largest exam programme (146 items), imported into the bench server. */
const INFORMATICA_HAVO = 'fddc262e-f971-48a6-9fef-4b0cf4cd3253';

const median = (times) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)];

/** A parsed framework's items as the server reads them (ids by place, parents by id). */
function rowsOf(framework) {
  const place = new Map(framework.items.map((item, i) => [item.sourceId, i + 1]));
  return framework.items.map((item, i) => ({
    id: i + 1,
    sourceId: item.sourceId,
    parentId: item.parentSourceId === null ? null : place.get(item.parentSourceId),
    code: item.code,
    title: item.title,
    description: item.description,
    kind: item.kind,
    schoolExam: item.schoolExam,
    centralExam: item.centralExam,
    withdrawnIn: null,
  }));
}

/** Suggestions of these goals as the endpoint makes them: the matcher built once, then per goal. */
function suggest(rows, titles) {
  const matcher = new FrameworkTextMatcher(matchItemsOf(rows));
  return titles.map((title) =>
    matcher.closest({ title }, { limit: LIMIT, floor: FRAMEWORK_SUGGESTION_FLOOR }),
  );
}

/** Top-1 and top-3 hits of the sample, per framework and in all; and the time it took. */
async function sampleFigures() {
  const sample = readGoalSample();
  const parsed = [
    ...readSloExamProgrammes(await sloExamRecords()).frameworks,
    ...readSloCoreObjectives(await sloCoreRecords()).frameworks,
  ];
  const sets = Object.entries(sample.frameworks).map(([code, { source_key }]) => {
    const framework = parsed.find((f) => f.sourceKey === source_key);
    const rows = rowsOf(framework);
    const goals = sample.goals.filter((goal) => goal.framework === code);
    const expected = goals.map(
      (goal) => rows.find((row) => row.sourceId === goal.item.source_id).id,
    );
    const counted = matchItemsOf(rows).length;
    return { code, rows, counted, titles: goals.map((goal) => goal.title), expected };
  });
  const perFramework = sets.map(({ code, rows, counted, titles, expected }) => {
    const places = suggest(rows, titles).map((best, i) =>
      best.findIndex((s) => s.id === expected[i]),
    );
    return {
      code,
      counted,
      goals: titles.length,
      first: places.filter((at) => at === 0).length,
      firstThree: places.filter((at) => at >= 0).length,
    };
  });
  const times = [];
  for (let round = 0; round < 21; round += 1) {
    const start = performance.now();
    for (const { rows, titles } of sets) suggest(rows, titles);
    times.push(performance.now() - start);
  }
  return { perFramework, ms: median(times), parsed, sample };
}

/** 600 goals (the sample's titles over and over) against one framework, matcher built included. */
function sixHundred(parsed, sample, sourceKey) {
  const framework = parsed.find((f) => f.sourceKey === sourceKey);
  const rows = rowsOf(framework);
  const titles = Array.from({ length: 600 }, (_, i) => sample.goals[i % sample.goals.length].title);
  const build = [];
  const all = [];
  for (let round = 0; round < 11; round += 1) {
    let start = performance.now();
    new FrameworkTextMatcher(matchItemsOf(rows));
    build.push(performance.now() - start);
    start = performance.now();
    suggest(rows, titles);
    all.push(performance.now() - start);
  }
  return {
    title: framework.title,
    counted: matchItemsOf(rows).length,
    buildMs: median(build),
    ms: median(all),
  };
}

function cookieValue(cookie, name) {
  return cookie
    .split(';')
    .map((pair) => pair.trim().split('='))
    .find(([key]) => key === name)?.[1];
}

/** The platform administrator imports one exam programme through the API (preview, apply). */
async function importProgramme(root, base, sourceKey) {
  const cookie = await signIn(base, 'platform@demo.nl', 'Demo!2026');
  const form = (fields) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    for (const [folder, name] of EXAM_FILES) {
      const content = readFileSync(join(root, 'apps/server/frameworks', folder, name));
      body.append('files', new Blob([content], { type: 'application/json' }), name);
    }
    return body;
  };
  const post = async (path, fields) => {
    const response = await fetch(`${base}/api/v1/${path}`, {
      method: 'POST',
      headers: { cookie, 'x-xsrf-token': cookieValue(cookie, 'XSRF-TOKEN') ?? '' },
      body: form(fields),
    });
    const answer = await response.json();
    if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(answer)}`);
    return answer.data;
  };
  const fields = {
    source: 'slo_exam',
    release: 'november 2025',
    chosen: JSON.stringify([sourceKey]),
  };
  const { digest } = await post('frameworks/imports/preview', fields);
  const { frameworks } = await post('frameworks/imports', { ...fields, digest });
  return frameworks[0];
}

export async function benchFrameworkSuggestions({
  root,
  serverScript,
  ports,
  report,
  nodeArgs = [],
}) {
  console.log(
    '\n# Suggested links: the hand-linked sample (hits in the first three), the matching alone, ' +
      'and the endpoint for 600 goals (PGlite and PostgreSQL)',
  );
  const { perFramework, ms, parsed, sample } = await sampleFigures();
  for (const f of perFramework) {
    console.log(
      `  ${f.code.padEnd(14)} ${String(f.counted).padStart(3)} items  ` +
        `${f.goals} goals: first ${f.first}, first three ${f.firstThree}`,
    );
  }
  const goals = perFramework.reduce((sum, f) => sum + f.goals, 0);
  const first = perFramework.reduce((sum, f) => sum + f.first, 0);
  const firstThree = perFramework.reduce((sum, f) => sum + f.firstThree, 0);
  const percent = (n) => `${((100 * n) / goals).toFixed(1)}%`;
  report(`sample of ${goals} goals: right item first`, `${first} (${percent(first)})`);
  report(
    `sample of ${goals} goals: right item in the first three`,
    `${firstThree} (${percent(firstThree)})`,
    'test floor 90%',
  );
  report(`sample: matching, ${perFramework.length} frameworks (ms, median of 21)`, ms.toFixed(1));
  for (const key of [INFORMATICA_HAVO, 'kerndoelen-2006/VSO']) {
    const run = sixHundred(parsed, sample, key);
    report(
      `600 goals x ${run.title} (${run.counted} items): build / all (ms)`,
      `${run.buildMs.toFixed(1)} / ${run.ms.toFixed(1)}`,
      'all < 1,000',
    );
  }

  const servers = await startDemoServers({
    root,
    serverScript,
    pglitePort: ports.pglite,
    postgresPorts: [ports.postgres],
    nodeArgs,
  });
  try {
    for (const [db, target] of Object.entries(servers.targets)) {
      const framework = await importProgramme(root, target.base, INFORMATICA_HAVO);
      const { locationId, large } = target.urls;
      const url =
        `${target.base}/api/v1/locations/${locationId}/educations/${large.id}` +
        `/framework-suggestions?framework=${framework.id}`;
      const timing = await timeSequential(url, target.cookie, 30);
      report(
        `${db}: GET suggestions, 600 goals x ${framework.code} (median / p95 ms)`,
        `${timing.medianMs.toFixed(1)} / ${timing.p95Ms.toFixed(1)}`,
        'p95 < 1,000',
      );
      report(`${db}: GET suggestions answer (KB)`, (timing.bytes / 1024).toFixed(1));
    }
  } finally {
    await servers.stop();
  }
}
