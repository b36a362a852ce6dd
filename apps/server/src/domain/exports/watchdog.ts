import { and, eq, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { exports } from '../../db/schema';
import type { Publisher } from '../events/publisher';
import type { ExportRunners } from './export-runners';
import { failExport, ORPHAN_REASON } from './fail-export';
import { HEARTBEAT_MS } from './run-export';

/** A running export that has not said it is alive for this long has lost its server. */
export const STALLED_RUNNING_MS = 8 * HEARTBEAT_MS;
/**
 * A queued export that no server has started for this long will not be (no process takes
 * exports). Generous: a busy queue is not a failure.
 */
export const STALLED_QUEUED_MS = 30 * 60_000;

/**
 * Ends exports that stopped moving as failed, with an export_failed notification (docs/exports.md
 * "Crash safety"), so no spinner waits forever after a server stopped half-way: running exports
 * that no living process holds (orphans, known at once: ExportRunners), running ones without a
 * heartbeat for STALLED_RUNNING_MS (a process that hangs), and queued ones older than
 * STALLED_QUEUED_MS. Runs every minute, and once when a process starts taking exports.
 */
export async function failStalledExports(options: {
  db: Db;
  publisher: Publisher;
  runners: ExportRunners;
  now: Date;
}): Promise<number> {
  const { db, publisher, runners, now } = options;
  const unfinished = await db
    .select({
      id: exports.id,
      jobId: exports.jobId,
      status: exports.status,
      heartbeatAt: exports.heartbeatAt,
    })
    .from(exports)
    .where(
      or(
        eq(exports.status, 'running'),
        and(
          eq(exports.status, 'queued'),
          lt(exports.heartbeatAt, new Date(now.getTime() - STALLED_QUEUED_MS)),
        ),
      ),
    );
  const running = unfinished.filter((row) => row.status === 'running');
  const orphans = new Set(await runners.orphans(running.map((row) => row.id)));
  const stalledSince = now.getTime() - STALLED_RUNNING_MS;
  let failed = 0;
  // One transaction each: a handful of rows at most, each with its own notification.
  for (const row of unfinished) {
    const reason =
      row.status === 'queued'
        ? 'stalled: no server took this export'
        : orphans.has(row.id)
          ? ORPHAN_REASON
          : (row.heartbeatAt?.getTime() ?? 0) < stalledSince
            ? 'stalled: the server stopped while making this export'
            : undefined;
    if (!reason) continue;
    // As it was looked at: one that a run claimed since (a new run id) is not failed.
    const { id: exportId, jobId } = row;
    if (await failExport({ db, publisher, exportId, jobId, now, reason })) failed += 1;
  }
  return failed;
}
