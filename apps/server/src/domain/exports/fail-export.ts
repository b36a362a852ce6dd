import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { exports } from '../../db/schema';
import { withEvents, type Publisher } from '../events/publisher';
import { educationNameOf } from './export-answer';
import { notifyExportState } from './export-state';

/** Why an orphan failed (exports.error, for the log and support). */
export const ORPHAN_REASON = 'orphaned: no server process is making it (the process stopped)';

/**
 * Ends an unfinished export as failed and tells its user (export_failed). Does nothing to an
 * export that already finished (a watchdog racing the run), nor, given `jobId`, to one that
 * another run claimed meanwhile (a late run's failure is not the new run's).
 */
export async function failExport(options: {
  db: Db;
  publisher: Publisher;
  exportId: number;
  jobId?: string;
  now: Date;
  reason: string;
}): Promise<boolean> {
  const { db, publisher, exportId, jobId, now, reason } = options;
  return withEvents({ db, publisher }, async (tx, events) => {
    const [row] = await tx
      .update(exports)
      .set({ status: 'failed', finishedAt: now, error: reason.slice(0, 2000) })
      .where(
        and(
          eq(exports.id, exportId),
          inArray(exports.status, ['queued', 'running']),
          jobId === undefined ? undefined : eq(exports.jobId, jobId),
        ),
      )
      .returning();
    if (!row) return false;
    await notifyExportState(
      {
        db: tx,
        exportId,
        userId: row.userId,
        educationName: await educationNameOf(tx, row.educationId),
        type: 'export_failed',
        now,
      },
      events,
    );
    return true;
  });
}
