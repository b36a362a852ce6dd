import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import {
  EXPORT_FILE_LIFETIME_DAYS,
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
import { exportScopeFor } from './export-access';
import { notifyExportState } from './export-state';

/*
 * Export requests (docs/exports.md): a row per request, a pg-boss job per row. One queued or
 * running export per user (SPEC §8, §9): the partial unique index on exports(user_id) decides,
 * so two requests at once, even on two server processes, cannot both pass.
 */

/**
 * Puts an export's job on the queue under the given job id (stored on the row first, so the job
 * can tell it is the one meant); throws when the queue does not take it.
 */
export type EnqueueExport = (job: { exportId: number; jobId: string }) => Promise<void>;

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
 * Queues an export of an education the caller may read (the route's access check ran). Answers
 * at once; the job does the work. Without a running queue nothing is stored (503).
 */
export async function requestExport(options: {
  db: Db;
  publisher: Publisher;
  enqueue: EnqueueExport | undefined;
  actor: Actor;
  scope: LocationScope;
  educationId: number;
  input: TExportRequest;
  now: Date;
}): Promise<TExport> {
  const { db, publisher, enqueue, actor, scope, educationId, input, now } = options;
  return queueExport({ db, publisher, enqueue, now }, async (tx) => {
    const education = await requireEducation({ db: tx, scope, educationId });
    await requireYears(tx, education.id, input.year_ids);
    // After the checks of the input (a bad request is 4xx either way), before anything is stored.
    if (!enqueue) throw unavailable(EXPORT_MESSAGES.unavailable, 'export_unavailable');
    const [row] = await tx
      .insert(exports)
      .values({
        userId: actor.userId,
        locationId: scope.locationId,
        educationId: education.id,
        format: input.format,
        language: input.language,
        parts: orderedParts(input.parts),
        yearIds: input.year_ids ? [...new Set(input.year_ids)] : null,
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

/**
 * The steps a new export and a retry share: `write` stores the queued row in a transaction that
 * also writes export_in_line (a second running export meets the unique index: 409); after the
 * commit the job is queued.
 */
async function queueExport(
  options: { db: Db; publisher: Publisher; enqueue: EnqueueExport | undefined; now: Date },
  write: (tx: DbOrTx) => Promise<{ row: ExportRow | undefined; educationName: string }>,
): Promise<TExport> {
  const { db, publisher, enqueue, now } = options;
  let queued: { exported: TExport; jobId: string };
  try {
    queued = await withEvents({ db, publisher }, async (tx, events) => {
      const { row, educationName } = await write(tx);
      if (!row) throw new DomainError('conflict', EXPORT_MESSAGES.notRetryable);
      const { id: exportId, userId } = row;
      const type = 'export_in_line';
      await notifyExportState({ db: tx, exportId, userId, educationName, type, now }, events);
      return { exported: toExport(row, educationName), jobId: row.jobId };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'exports_one_running_per_user_idx')) throw exportRunning();
    throw error;
  }
  if (!enqueue) throw unavailable(EXPORT_MESSAGES.unavailable, 'export_unavailable');
  await enqueueOrFail({ db, publisher, enqueue, ...queued, now });
  return queued.exported;
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
  jobId: string;
  now: Date;
}) {
  const { db, publisher, enqueue, exported, jobId, now } = options;
  try {
    await enqueue({ exportId: exported.id, jobId });
  } catch (error) {
    await failExport({ db, publisher, exportId: exported.id, now, reason: String(error) });
    throw unavailable(EXPORT_MESSAGES.unavailable, 'export_unavailable');
  }
}

/**
 * Ends an unfinished export as failed and tells its user (export_failed). Does nothing to an
 * export that already finished (a late retry of a crashed job, a watchdog racing the job).
 */
export async function failExport(options: {
  db: Db;
  publisher: Publisher;
  exportId: number;
  now: Date;
  reason: string;
}): Promise<boolean> {
  const { db, publisher, exportId, now, reason } = options;
  return withEvents({ db, publisher }, async (tx, events) => {
    const [row] = await tx
      .update(exports)
      .set({ status: 'failed', finishedAt: now, error: reason.slice(0, 2000) })
      .where(and(eq(exports.id, exportId), inArray(exports.status, ['queued', 'running'])))
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
  actor: Actor;
  exportId: number;
  now: Date;
}): Promise<TExport> {
  const { db, publisher, enqueue, actor, exportId, now } = options;
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
  return queueExport({ db, publisher, enqueue, now }, async (tx) => {
    const education = await requireEducation({
      db: tx,
      scope,
      educationId: owned.educationId,
    });
    const [row] = await tx
      .update(exports)
      .set(freshRun(now))
      .where(and(eq(exports.id, owned.id), eq(exports.status, 'failed')))
      .returning();
    return { row, educationName: education.name };
  });
}
