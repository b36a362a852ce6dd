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
