import { randomUUID } from 'node:crypto';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import {
  EXPORT_FILE_LIFETIME_DAYS,
  EXPORT_MAX_UNFINISHED_PER_LOCATION,
  EXPORT_MESSAGES,
  orderedParts,
  type TExport,
  type TExportRequest,
} from '@cp/contracts';
import type { Db, DbOrTx } from '../../db/client';
import { educations, educationYears, exports, type ExportRow } from '../../db/schema';
import { withEvents, type Publisher } from '../events/publisher';
import type { Actor } from '../actor';
import { DomainError, invalidField, isUniqueViolation, notFound, unavailable } from '../errors';
import { requireEducation } from '../educations/scope';
import type { LocationScope } from '../locations/location-scope';
import { estimateExportCost } from './estimate-cost';
import { exportScopeFor } from './export-access';
import type { ExportRunners } from './export-runners';
import { notifyExportState } from './export-state';

/*
 * Export requests (docs/exports.md): a row per request; the queued rows are the queue, and a
 * pg-boss job per request only says "there is work" (a run claims the next export in the fair
 * order, claim-export.ts). One queued or running export per user (SPEC §8, §9): the partial
 * unique index on exports(user_id) decides, so two requests at once, even on two server
 * processes, cannot both pass.
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

/** The answer shape of an export row (with its education's name). */
export function toExport(row: ExportRow, educationName: string): TExport {
  return {
    id: row.id,
    status: row.status,
    format: row.format,
    language: row.language,
    parts: row.parts,
    year_ids: row.yearIds,
    location_id: row.locationId,
    education_id: row.educationId,
    education_name: educationName,
    file_name: row.fileName,
    done: row.done,
    total: row.total,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
  };
}

async function requireYears(db: DbOrTx, educationId: number, yearIds: number[] | null) {
  if (!yearIds) return;
  const wanted = [...new Set(yearIds)];
  const found = await db
    .select({ id: educationYears.id })
    .from(educationYears)
    .where(and(eq(educationYears.educationId, educationId), inArray(educationYears.id, wanted)));
  if (found.length !== wanted.length) throw invalidField('year_ids', EXPORT_MESSAGES.unknownYear);
}

/**
 * Refuses a new export of a location that already has EXPORT_MAX_UNFINISHED_PER_LOCATION queued
 * or running (429 export_queue_full). The count runs under a transaction-level advisory lock of
 * the location, so two requests at once cannot both take the last place.
 */
async function requireQueuePlace(tx: DbOrTx, locationId: number) {
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

/**
 * Queues an export of an education the caller may read (the route's access check ran). Answers
 * at once; a run makes it. Without a running queue nothing is stored (503).
 */
export async function requestExport(options: {
  db: Db;
  publisher: Publisher;
  enqueue: EnqueueExport | undefined;
  runners: ExportRunners;
  actor: Actor;
  scope: LocationScope;
  educationId: number;
  input: TExportRequest;
  now: Date;
}): Promise<TExport> {
  const { db, publisher, enqueue, runners, actor, scope, educationId, input, now } = options;
  const queue = { db, publisher, enqueue, runners, userId: actor.userId, now };
  return queueExport(queue, async (tx) => {
    const education = await requireEducation({ db: tx, scope, educationId });
    await requireYears(tx, education.id, input.year_ids);
    // After the checks of the input (a bad request is 4xx either way), before anything is stored.
    if (!enqueue) throw unavailable(EXPORT_MESSAGES.unavailable, 'export_unavailable');
    await requireQueuePlace(tx, scope.locationId);
    const parts = orderedParts(input.parts);
    const yearIds = input.year_ids ? [...new Set(input.year_ids)] : null;
    const cost = await estimateExportCost({
      db: tx,
      educationId: education.id,
      format: input.format,
      parts,
      yearIds,
    });
    const [row] = await tx
      .insert(exports)
      .values({
        userId: actor.userId,
        locationId: scope.locationId,
        educationId: education.id,
        format: input.format,
        language: input.language,
        parts,
        yearIds,
        cost,
        ...freshRun(now),
      })
      .returning();
    return { row, educationName: education.name };
  });
}

/** The columns a new or retried export starts with: its own job, a fresh lifetime. */
const freshRun = (now: Date) => ({
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

type QueueOptions = {
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
async function queueExport(
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

/** Why an orphan failed (exports.error, for the log and support). */
export const ORPHAN_REASON = 'orphaned: no server process is making it (the process stopped)';

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

export async function educationNameOf(db: DbOrTx, educationId: number): Promise<string> {
  const [row] = await db
    .select({ name: educations.name })
    .from(educations)
    .where(eq(educations.id, educationId))
    .limit(1);
  return row?.name ?? '';
}

/** The caller's export that is queued or running, if any (restores the spinner after a reload). */
export async function currentExport(options: {
  db: DbOrTx;
  actor: Actor;
}): Promise<TExport | null> {
  const { db, actor } = options;
  const [found] = await db
    .select({ row: exports, educationName: educations.name })
    .from(exports)
    .innerJoin(educations, eq(educations.id, exports.educationId))
    .where(and(eq(exports.userId, actor.userId), inArray(exports.status, ['queued', 'running'])))
    .limit(1);
  return found ? toExport(found.row, found.educationName) : null;
}

/**
 * Tries a failed export of the caller again, with the same choices (SPEC §8 "a failure asks to
 * retry"). Another user's export, or one whose education the caller may no longer read, is 404:
 * the access decision runs again for the export's location (exportScopeFor, ./export-access.ts).
 */
export async function retryExport(options: {
  db: Db;
  publisher: Publisher;
  enqueue: EnqueueExport | undefined;
  runners: ExportRunners;
  actor: Actor;
  exportId: number;
  now: Date;
}): Promise<TExport> {
  const { db, publisher, enqueue, runners, actor, exportId, now } = options;
  const [owned] = await db
    .select()
    .from(exports)
    .where(and(eq(exports.id, exportId), eq(exports.userId, actor.userId)))
    .limit(1);
  const scope = owned
    ? await exportScopeFor({ db, actor, locationId: owned.locationId, now })
    : null;
  if (!owned || !scope) throw notFound('notFound.export');
  if (owned.status !== 'failed') {
    throw new DomainError('conflict', EXPORT_MESSAGES.notRetryable);
  }
  if (!enqueue) throw unavailable(EXPORT_MESSAGES.unavailable, 'export_unavailable');
  const queue = { db, publisher, enqueue, runners, userId: actor.userId, now };
  return queueExport(queue, async (tx) => {
    const education = await requireEducation({
      db: tx,
      scope,
      educationId: owned.educationId,
    });
    await requireQueuePlace(tx, scope.locationId);
    const [row] = await tx
      .update(exports)
      .set(freshRun(now))
      .where(and(eq(exports.id, owned.id), eq(exports.status, 'failed')))
      .returning();
    return { row, educationName: education.name };
  });
}
