import { and, eq, lt } from 'drizzle-orm';
import { exports } from '../db/schema';
import { EXPORT_PART_BUILDERS } from '../documents/export-parts';
import type { ExportLane } from '../domain/exports/claim-export';
import { renderInWorker } from '../domain/exports/render-in-worker';
import { runNextExport, type RunOutcome } from '../domain/exports/run-export';
import { failStalledExports } from '../domain/exports/watchdog';
import { exportRunnersFor } from './export-runners';
import type { JobContext, JobHandler } from './handler';

/*
 * The export runs of this process (docs/exports.md "The queue"). Two lanes, each one export at a
 * time: `any` takes the next export in the fair order, `small` only small ones, so a small export
 * never waits for a large PDF to be laid out, and the process renders at most one large export
 * at a time (memory). A job only says "there is work": its run takes a free lane and claims
 * exports until none of its lane is left.
 */

const busy: Record<ExportLane, boolean> = { any: false, small: false };
/** Jobs that found both lanes busy: a lane that finds nothing claims again if this grew meanwhile. */
let missed = 0;

/** Queued exports that waited this long with no run taking them get a new wake-up (watchdog). */
const UNATTENDED_MS = 60_000;

export const exportHandler: JobHandler<{ exportId?: number }> = async (context) => {
  const lane: ExportLane | undefined = !busy.any ? 'any' : !busy.small ? 'small' : undefined;
  if (!lane) {
    // Both lanes are claiming: one of them takes this export when it is done with its own.
    missed += 1;
    return { lane: null };
  }
  busy[lane] = true;
  const made: { exportId: number; outcome: RunOutcome }[] = [];
  try {
    while (!context.stopping?.aborted) {
      const seen = missed;
      const run = await runNextExport({
        db: context.db,
        publisher: context.publisher,
        runners: exportRunnersFor(context.db),
        lane,
        now: context.now,
        render: renderInWorker,
        parts: EXPORT_PART_BUILDERS,
        log: context.log,
      });
      if (run) {
        context.log.info({ job: 'export-education', lane, ...run }, 'export made');
        made.push(run);
      } else if (missed === seen) break;
    }
  } finally {
    busy[lane] = false;
  }
  return { lane, made };
};

/**
 * Every minute: exports that stopped moving end failed (domain/exports/watchdog.ts), and exports
 * that wait with no run taking them (their wake-up went down with a process) get a new one.
 */
export const exportWatchdogHandler: JobHandler = async (context) => {
  const { db, log, now, publisher } = context;
  const runners = exportRunnersFor(db);
  const failed = await failStalledExports({ db, publisher, runners, now: now() });
  if (failed > 0) log.info({ job: 'export-watchdog', failed }, 'stalled exports failed');
  const woken = await wakeWaiting(context, new Date(now().getTime() - UNATTENDED_MS));
  return { failed, woken };
};

/**
 * When a process starts taking exports: the running exports that nobody holds end failed at once
 * (on PGlite every running one: the process that ran it is gone; on PostgreSQL those whose
 * process's lock is gone), and waiting exports get a wake-up.
 */
export async function exportStart(context: JobContext): Promise<void> {
  const { db, log, now, publisher } = context;
  const failed = await failStalledExports({
    db,
    publisher,
    runners: exportRunnersFor(db),
    now: now(),
  });
  if (failed > 0) log.info({ job: 'export-education', failed }, 'orphaned exports failed');
  await wakeWaiting(context, now());
}

/** Sends a wake-up when an export queued before `before` still waits; answers whether it did. */
async function wakeWaiting(context: JobContext, before: Date): Promise<boolean> {
  const [waiting] = await context.db
    .select({ id: exports.id })
    .from(exports)
    .where(and(eq(exports.status, 'queued'), lt(exports.heartbeatAt, before)))
    .limit(1);
  if (!waiting || !context.send) return false;
  await context.send('export-education', {});
  return true;
}
