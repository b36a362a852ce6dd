import { eq } from 'drizzle-orm';
import { exports } from '../../src/db/schema';
import type { JobsRef } from '../../src/http/exports/routes';
import { exportJob, startJobs } from '../../src/jobs';
import type { PlanWorld } from './plan';

/** A job log that prints nothing (the tests read outcomes, not log lines). */
export const silentLog = { info: () => undefined, error: () => undefined };

/**
 * Starts the real job queue with only the export job on the world's database, polling twice a
 * second and on the world's clock, and puts it in `jobs` (the routes' reference). Stop it with
 * `jobs.current?.stop()` before the database closes.
 */
export async function startExportQueue(world: PlanWorld, jobs: JobsRef): Promise<void> {
  jobs.current = await startJobs({
    db: world.ctx.db,
    config: world.ctx.config,
    log: silentLog,
    publisher: world.recorder,
    definitions: [exportJob],
    pollingIntervalSeconds: 0.5,
    now: world.ctx.clock.now,
  });
}

type ExportRow = typeof exports.$inferSelect;

/** Waits until the export has left queued/running (the queue works on its own) and returns it. */
export async function exportFinished(
  world: PlanWorld,
  id: number,
  timeoutMs = 120_000,
): Promise<ExportRow> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await world.ctx.db.select().from(exports).where(eq(exports.id, id));
    if (row && row.status !== 'queued' && row.status !== 'running') return row;
    if (Date.now() > until) throw new Error(`export ${id} still ${row?.status}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * A row as a claim leaves it (running under its own run id, heartbeat now): what a run made
 * without the queue starts from, and what a process killed just now leaves behind.
 */
export async function insertClaimedExport(
  world: PlanWorld,
  values: { userId: number; educationId: number } & Partial<typeof exports.$inferInsert>,
): Promise<ExportRow> {
  const at = world.ctx.clock.current;
  const [row] = await world.ctx.db
    .insert(exports)
    .values({
      locationId: world.schoolId,
      format: 'xlsx',
      language: 'nl',
      parts: ['design'],
      status: 'running',
      jobId: crypto.randomUUID(),
      startedAt: at,
      heartbeatAt: at,
      expiresAt: new Date(at.getTime() + 7 * 86_400_000),
      ...values,
    })
    .returning();
  if (!row) throw new Error('no row');
  return row;
}
