// The export's read of the large demo's complete document on PGlite, in this process (issue 25):
// one REPEATABLE READ transaction (as before) against statement by statement (as now), with a
// small query sent every 20 ms meanwhile, as another school's request would be. PGlite is one
// connection, so a query waits for whatever holds it: the figure is the longest such wait.
// Both ways run alternately on the same database, so a busy machine touches both alike.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { openPglite } from '../../apps/server/src/db/client.ts';
import { educations, users } from '../../apps/server/src/db/schema/index.ts';
import { seedDemoIntoEmptyDatabase } from '../../apps/server/src/db/seed/into-empty.ts';
import { EXPORT_PART_BUILDERS } from '../../apps/server/src/documents/export-parts.ts';
import { buildDocument } from '../../apps/server/src/domain/exports/run-export.ts';

const ROUNDS = Number(process.env.BENCH_EXPORT_READ_ROUNDS ?? 3);

async function whileProbing(db, work) {
  const waits = [];
  let running = true;
  const probe = (async () => {
    while (running) {
      const started = performance.now();
      await db.execute(sql`select 1`);
      waits.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  const started = performance.now();
  await work();
  const ms = performance.now() - started;
  running = false;
  await probe;
  return { ms, maxWait: Math.max(...waits), probes: waits.length };
}

export async function benchExportRead({ report }) {
  console.log(
    "\n# The export's read of the large demo's complete document on PGlite (in process): " +
      'one transaction vs statement by statement; the longest wait of a query sent meanwhile',
  );
  const dir = mkdtempSync(join(tmpdir(), 'cp-bench-read-'));
  const database = await openPglite(dir);
  try {
    await database.migrate();
    await seedDemoIntoEmptyDatabase(database);
    const { db } = database;
    const [education] = await db
      .select()
      .from(educations)
      .where(eq(educations.name, 'Bouwkunde niveau 4 (groot)'));
    const [admin] = await db.select().from(users).where(eq(users.email, 'admin@demo.nl'));
    // The row as a claim leaves it (never stored: the read only needs its fields).
    const row = {
      id: 0,
      userId: admin.id,
      locationId: education.locationId,
      educationId: education.id,
      parts: ['design', 'plan', 'analysis', 'notes'],
      yearIds: null,
      language: 'nl',
    };
    const options = {
      db,
      publisher: { publish: () => undefined },
      now: () => new Date(),
      render: undefined,
      parts: EXPORT_PART_BUILDERS,
      log: console,
    };
    const figures = { transaction: [], statements: [] };
    for (let round = 0; round < ROUNDS; round += 1) {
      figures.transaction.push(
        await whileProbing(db, () =>
          db.transaction((tx) => buildDocument(options, tx, row), {
            isolationLevel: 'repeatable read',
            accessMode: 'read only',
          }),
        ),
      );
      figures.statements.push(await whileProbing(db, () => buildDocument(options, db, row)));
    }
    for (const [way, runs] of Object.entries(figures)) {
      const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
      report(
        `PGlite read of the complete document, ${way === 'transaction' ? 'one transaction' : 'statement by statement'}: read / longest wait (ms)`,
        `${median(runs.map((r) => r.ms)).toFixed(0)} / ${median(runs.map((r) => r.maxWait)).toFixed(0)}`,
        `median of ${runs.length}; ${runs.map((r) => r.maxWait.toFixed(0)).join(', ')}`,
      );
    }
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
