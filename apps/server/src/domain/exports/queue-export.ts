import { randomUUID } from 'node:crypto';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import {
  EXPORT_FILE_LIFETIME_DAYS,
  EXPORT_MAX_UNFINISHED_PER_LOCATION,
  EXPORT_MESSAGES,
  type TExport,
} from '@cp/contracts';
import type { Db, DbOrTx } from '../../db/client';
import { exports, type ExportRow } from '../../db/schema';
import { withEvents, type Publisher } from '../events/publisher';
import { DomainError, isUniqueViolation, unavailable } from '../errors';
import { toExport } from './export-answer';
import type { ExportRunners } from './export-runners';
import { notifyExportState } from './export-state';
import { failExport, ORPHAN_REASON } from './fail-export';

/*
 * Export requests (docs/exports.md): a row per request; the queued rows are the queue, and a
 * pg-boss job per request only says "there is work" (a run claims the next export in the fair
 * order, claim-export.ts). One queued or running export per user (docs/exports.md): the partial
 * unique index on exports(user_id) decides, so two requests at once, even on two server processes,
 * cannot both pass.
 */

/** Tells the queue there is an export to make; throws when the queue does not take it. */
export type EnqueueExport = (job: { exportId: number }) => Promise<void>;

/*
 * EXPORT_MAX_UNFINISHED_PER_LOCATION (contracts): one school cannot fill the queue. With the fair
 * order its exports never delay another school's by more than one turn anyway; the bound limits
 * how long its own last one waits (ten large PDFs are a few minutes) and what it can pile up.
 * Ten is well above what one school asks at once (one export per person at a time).
 */

/** The advisory lock's first key (the location's id the second) that orders the bound's check. */
const QUEUE_BOUND_LOCK = 25_014;

const DAY_MS = 86_400_000;

const exportRunning = () =>
  new DomainError('conflict', EXPORT_MESSAGES.oneAtATime, { code: 'export_running' });

/**
 * Refuses a new export of a location that already has EXPORT_MAX_UNFINISHED_PER_LOCATION queued
 * or running (429 export_queue_full). The count runs under a transaction-level advisory lock of
 * the location, so two requests at once cannot both take the last place.
 */
export async function requireQueuePlace(tx: DbOrTx, locationId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(${QUEUE_BOUND_LOCK}, ${locationId})`);
  const [row] = await tx
    .select({ n: count() })
    .from(exports)
    .where(and(eq(exports.locationId, locationId), inArray(exports.status, ['queued', 'running'])));
  if ((row?.n ?? 0) >= EXPORT_MAX_UNFINISHED_PER_LOCATION) {
    throw new DomainError('rate_limited', EXPORT_MESSAGES.queueFull, {
      code: 'export_queue_full',
      params: { max: EXPORT_MAX_UNFINISHED_PER_LOCATION },
    });
  }
}

/** The columns a new or retried export starts with: its own job, a fresh lifetime. */
export const freshRun = (now: Date) => ({
  status: 'queued' as const,
  done: 0,
  total: 0,
  attempts: 0,
  jobId: randomUUID(),
  error: null,
  startedAt: null,
  finishedAt: null,
  createdAt: now,
  heartbeatAt: now,
  expiresAt: new Date(now.getTime() + EXPORT_FILE_LIFETIME_DAYS * DAY_MS),
});

export type QueueOptions = {
  db: Db;
  publisher: Publisher;
  enqueue: EnqueueExport | undefined;
  runners: ExportRunners;
  userId: number;
  now: Date;
};

/**
 * The steps a new export and a retry share: `write` stores the queued row in a transaction that
 * also writes export_in_line (a second unfinished export meets the unique index: 409, unless it
 * is an orphan, see failOrphanOf); after the commit the queue is told.
 */
export async function queueExport(
  options: QueueOptions,
  write: (tx: DbOrTx) => Promise<{ row: ExportRow | undefined; educationName: string }>,
): Promise<TExport> {
  const { db, publisher, enqueue, now } = options;
  const store = () =>
    withEvents({ db, publisher }, async (tx, events) => {
      const { row, educationName } = await write(tx);
      if (!row) throw new DomainError('conflict', EXPORT_MESSAGES.notRetryable);
      const { id: exportId, userId } = row;
      const type = 'export_in_line';
      await notifyExportState({ db: tx, exportId, userId, educationName, type, now }, events);
      return toExport(row, educationName);
    });
  let exported: TExport;
  try {
    exported = await store();
  } catch (error) {
    if (!isUniqueViolation(error, 'exports_one_running_per_user_idx')) throw error;
    // The one in the way may be an orphan of a process that died: then it fails, and this goes on.
    if (!(await failOrphanOf(options))) throw exportRunning();
    try {
      exported = await store();
    } catch (again) {
      if (isUniqueViolation(again, 'exports_one_running_per_user_idx')) throw exportRunning();
      throw again;
    }
  }
  if (!enqueue) throw unavailable(EXPORT_MESSAGES.unavailable, 'export_unavailable');
  await enqueueOrFail({ db, publisher, enqueue, exported, now });
  return exported;
}

/**
 * The user's running export, if no living process holds it (ExportRunners: its process was
 * killed or crashed), ends failed with its export_failed notification, so the user's new request
 * goes through at once instead of after the watchdog's two minutes. A queued export is no orphan
 * (any process may still claim it); answers whether one was failed.
 */
async function failOrphanOf(options: QueueOptions): Promise<boolean> {
  const { db, publisher, runners, userId, now } = options;
  const [running] = await db
    .select({ id: exports.id, jobId: exports.jobId })
    .from(exports)
    .where(and(eq(exports.userId, userId), eq(exports.status, 'running')))
    .limit(1);
  if (!running || (await runners.orphans([running.id])).length === 0) return false;
  return failExport({
    db,
    publisher,
    exportId: running.id,
    jobId: running.jobId,
    now,
    reason: ORPHAN_REASON,
  });
}

/**
 * After the commit: the job goes on the queue. When the queue refuses, the export ends failed
 * (the user can retry) and the request answers 503, so no spinner waits for a job that never
 * comes.
 */
async function enqueueOrFail(options: {
  db: Db;
  publisher: Publisher;
  enqueue: EnqueueExport;
  exported: TExport;
  now: Date;
}) {
  const { db, publisher, enqueue, exported, now } = options;
  try {
    await enqueue({ exportId: exported.id });
  } catch (error) {
    await failExport({ db, publisher, exportId: exported.id, now, reason: String(error) });
    throw unavailable(EXPORT_MESSAGES.unavailable, 'export_unavailable');
  }
}
