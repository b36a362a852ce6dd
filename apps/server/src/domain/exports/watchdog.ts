import { and, eq, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { exports } from '../../db/schema';
import type { Publisher } from '../events/publisher';
import { failExport } from './exports';
import { HEARTBEAT_MS } from './run-export';

/** A running export that has not said it is alive for this long has lost its server. */
export const STALLED_RUNNING_MS = 8 * HEARTBEAT_MS;
/**
 * A queued export that no server has started for this long will not be (its job was lost with
 * a server, or never reached the queue). Generous: a busy queue is not a failure.
 */
export const STALLED_QUEUED_MS = 30 * 60_000;

/**
 * Ends exports that stopped moving as failed, with an export_failed notification (docs/exports.md
 * "Crash safety"), so no spinner waits forever after a server stopped half-way. Runs every minute.
 */
export async function failStalledExports(options: {
  db: Db;
  publisher: Publisher;
  now: Date;
}): Promise<number> {
  const { db, publisher, now } = options;
  const stalled = await db
    .select({ id: exports.id })
    .from(exports)
    .where(
      or(
        and(
          eq(exports.status, 'running'),
          lt(exports.heartbeatAt, new Date(now.getTime() - STALLED_RUNNING_MS)),
        ),
        and(
          eq(exports.status, 'queued'),
          lt(exports.heartbeatAt, new Date(now.getTime() - STALLED_QUEUED_MS)),
        ),
      ),
    );
  let failed = 0;
  // One transaction each: a handful of rows at most, each with its own notification.
  for (const { id } of stalled) {
    const reason = 'stalled: the server stopped while making this export';
    if (await failExport({ db, publisher, exportId: id, now, reason })) failed += 1;
  }
  return failed;
}
