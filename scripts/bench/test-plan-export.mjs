// The test plan as a document (issue 29; docs/exports.md "Test plan"): the PTA / examenplan / OER
// table of one year of the large demo education in each format, target <= 2 s each. Per format:
// the read as the export job does it (buildDocument: the access decision, the section context,
// the test plan's loader and the adapter, the title page) and the render in a process of its own
// (renderInWorker, as the job), on PGlite and PostgreSQL. In this process, from the sources: the
// server is not built for it. BENCH_TEST_PLAN_OUT=<folder> also writes the files there (to look
// at them: pdftoppm, LibreOffice).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { openPglite, openPostgres } from '../../apps/server/src/db/client.ts';
import { educations, educationYears, users } from '../../apps/server/src/db/schema/index.ts';
import { seedDemoIntoEmptyDatabase } from '../../apps/server/src/db/seed/into-empty.ts';
import { EXPORT_PART_BUILDERS } from '../../apps/server/src/documents/export-parts.ts';
import { RENDERERS } from '../../apps/server/src/domain/exports/render/index.ts';
import { renderInWorker } from '../../apps/server/src/domain/exports/render-in-worker.ts';
import { buildDocument } from '../../apps/server/src/domain/exports/run-export.ts';
import { createBenchDatabase } from './databases.mjs';

const LARGE = 'Bouwkunde niveau 4 (groot)';
const FORMATS = ['xlsx', 'docx', 'pdf'];
const ROUNDS = Number(process.env.BENCH_TEST_PLAN_ROUNDS ?? 3);
const GOAL_MS = 2000;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function measure(db, label, report) {
  const [education] = await db.select().from(educations).where(eq(educations.name, LARGE));
  const [admin] = await db.select().from(users).where(eq(users.email, 'admin@demo.nl'));
  const years = await db
    .select()
    .from(educationYears)
    .where(eq(educationYears.educationId, education.id))
    .orderBy(asc(educationYears.position));
  // The last year: the examination year, the one a board adopts first.
  const year = years.at(-1);
  const options = {
    db,
    publisher: { publish: () => undefined },
    now: () => new Date(),
    render: renderInWorker,
    parts: EXPORT_PART_BUILDERS,
    log: console,
  };
  const out = process.env.BENCH_TEST_PLAN_OUT;
  for (const format of FORMATS) {
    const row = {
      id: 0,
      userId: admin.id,
      locationId: education.locationId,
      educationId: education.id,
      parts: ['test_plan'],
      yearIds: [year.id],
      language: 'nl',
      format,
    };
    const reads = [];
    const renders = [];
    const inProcess = [];
    let bytes;
    let document;
    for (let round = 0; round < ROUNDS; round += 1) {
      let started = performance.now();
      document = await buildDocument(options, db, row);
      reads.push(performance.now() - started);
      started = performance.now();
      bytes = await renderInWorker(format, document, () => undefined);
      renders.push(performance.now() - started);
      // The layout alone, without starting a process (from the sources that start costs tsx's
      // compilation of the render modules; the built bundle starts in a fraction of it).
      started = performance.now();
      await RENDERERS[format](document, () => undefined);
      inProcess.push(performance.now() - started);
    }
    const total = median(reads.map((read, index) => read + renders[index]));
    report(
      `${label}: test plan of one year, ${format} (ms; read + render)`,
      `${Math.round(total)} (${Math.round(median(reads))} + ${Math.round(median(renders))})`,
      `<= ${GOAL_MS}`,
    );
    report(
      `${label}: test plan of one year, ${format} (ms; read + layout in process)`,
      Math.round(median(reads.map((read, index) => read + inProcess[index]))),
      `<= ${GOAL_MS}`,
    );
    report(`${label}: test plan of one year, ${format} size (KB)`, Math.round(bytes.length / 1024));
    if (out) writeFileSync(join(out, `test-plan-${label}.${format}`), bytes);
    if (format === 'pdf') {
      const tables = document.sections.flatMap((section) =>
        section.blocks.filter((block) => block.kind === 'table' && block.only === 'pages'),
      );
      const rows = tables.reduce((sum, table) => sum + table.rows.length, 0);
      report(
        `${label}: test plan of one year: cluster tables / rows`,
        `${tables.length} / ${rows}`,
      );
    }
  }
}

export async function benchTestPlanExport({ report }) {
  console.log(
    '\n# The test plan of one year of the large demo education as a document ' +
      '(read + render in its own process, median of ' +
      `${ROUNDS}; PGlite and PostgreSQL)`,
  );
  const dir = mkdtempSync(join(tmpdir(), 'cp-bench-test-plan-'));
  const pglite = await openPglite(dir);
  try {
    await pglite.migrate();
    await seedDemoIntoEmptyDatabase(pglite);
    await measure(pglite.db, 'PGlite', report);
  } finally {
    await pglite.close();
    rmSync(dir, { recursive: true, force: true });
  }
  const database = await createBenchDatabase();
  if (database.skipped) {
    report('PostgreSQL: test plan export', 'skipped', database.skipped);
    return;
  }
  const postgres = await openPostgres(database.url);
  try {
    await postgres.migrate();
    await seedDemoIntoEmptyDatabase(postgres);
    await measure(postgres.db, 'PostgreSQL', report);
  } finally {
    await postgres.close();
    await database.drop();
  }
}
