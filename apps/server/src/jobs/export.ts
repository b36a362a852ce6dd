import { runExport } from '../domain/exports/run-export';
import { renderInWorker } from '../domain/exports/render-in-worker';
import { failStalledExports } from '../domain/exports/watchdog';
import type { JobHandler } from './handler';

/** Makes one export; its own errors end as export_failed inside runExport (docs/exports.md). */
export const exportHandler: JobHandler<{ exportId: number }> = async (
  { db, log, now, publisher },
  { exportId },
  job,
) => {
  const outcome = await runExport({
    db,
    publisher,
    exportId,
    jobId: job.id,
    now,
    render: renderInWorker,
    log,
  });
  log.info({ job: 'export-education', exportId, outcome }, 'export job done');
  return { exportId, outcome };
};

export const exportWatchdogHandler: JobHandler = async ({ db, log, now, publisher }) => {
  const failed = await failStalledExports({ db, publisher, now: now() });
  if (failed > 0) log.info({ job: 'export-watchdog', failed }, 'stalled exports failed');
  return { failed };
};
