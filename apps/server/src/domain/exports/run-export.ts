import { and, eq, ne, sql } from 'drizzle-orm';
import { userRoom, type TExportProgress } from '@cp/contracts';
import type { Db, DbOrTx } from '../../db/client';
import { educations, exportFiles, exports, type ExportRow } from '../../db/schema';
import { withEvents, type Publisher } from '../events/publisher';
import { FILE_CHUNK_BYTES } from '../files/uploads';
import { assembleDocument } from './assemble';
import { claimNextExport, type ExportLane } from './claim-export';
import { ownerExportScope } from './export-access';
import type { ExportRunners } from './export-runners';
import type { DocSection, ExportDocument } from './document';
import { failExport } from './fail-export';
import { notifyExportState } from './export-state';
import { exportFileName } from './file-name';
import type { RenderDocument } from './render-in-worker';
import type { PartBuilders } from './sections/context';
import { loadSectionContext } from './sections/load-context';

/** How often a running export says it is alive (the watchdog fails one that stopped saying so). */
export const HEARTBEAT_MS = 15_000;

/** What making an export needs besides the export. */
export type MakeOptions = {
  db: Db;
  publisher: Publisher;
  now: () => Date;
  render: RenderDocument;
  /**
   * The builder of every part: the domain's (sections/index.ts) and the document adapter's
   * (src/documents/export-parts.ts EXPORT_PART_BUILDERS), wired by the job.
   */
  parts: PartBuilders;
  log: { error(object: object, message?: string): void };
};

export type RunOutcome = 'ready' | 'failed' | 'skipped';

/**
 * The export's owner may no longer read its location (left, deactivated, no license any more):
 * the job builds nothing and ends the export as failed; a retry answers 404 (retryExport).
 */
export class ExportAccessLost extends Error {
  constructor() {
    super('the owner may no longer read the location');
  }
}

/**
 * Claims the next export of `lane` (claim-export.ts: the fair order) and makes it; undefined when
 * nothing of the lane waits. The hold on the export is released whatever happens.
 */
export async function runNextExport(
  options: MakeOptions & { runners: ExportRunners; lane: ExportLane },
): Promise<{ exportId: number; outcome: RunOutcome } | undefined> {
  const { db, publisher, runners, lane, now } = options;
  const claimed = await claimNextExport({ db, publisher, runners, lane, now: now() });
  if (!claimed) return undefined;
  try {
    return { exportId: claimed.row.id, outcome: await makeExport(options, claimed.row) };
  } finally {
    await claimed.release();
  }
}

/**
 * Makes one claimed export (docs/exports.md "How an export runs"): read every section in one
 * read-only snapshot, lay the file out in the render process, write the file in chunks, then
 * mark it ready in one transaction that checks the claim is still this run's, so a half-written
 * file or a late run's file is never offered. The run acts for the request that the access check
 * admitted, so before it reads anything it asks the same access decision again for the export's
 * owner (ownerExportScope), and the sections read within that scope. Any error ends the export as
 * failed with an export_failed notification (the user retries); nothing is left spinning.
 */
export async function makeExport(options: MakeOptions, claimed: ExportRow): Promise<RunOutcome> {
  const { db, publisher, now, log } = options;
  const { id: exportId, jobId } = claimed;
  const heartbeat = setInterval(() => void beat(db, claimed, now()), HEARTBEAT_MS);
  try {
    const document = await readDocument(options, claimed);
    const sections = document.sections.length;
    const bytes = await options.render(claimed.format, document, (done) =>
      progress(options, claimed, sections + done, sections * 2),
    );
    await writeChunks(db, claimed, bytes);
    if (await finish(options, claimed, document, bytes.byteLength)) return 'ready';
    await dropChunks(db, claimed);
    return 'skipped';
  } catch (error) {
    // Lost access is no fault of the run: failed, but not logged as an error.
    if (!(error instanceof ExportAccessLost)) log.error({ err: error, exportId }, 'export failed');
    const reason = error instanceof Error ? error.message : String(error);
    await dropChunks(db, claimed).catch(() => undefined);
    return (await failExport({ db, publisher, exportId, jobId, now: now(), reason }))
      ? 'failed'
      : 'skipped';
  } finally {
    clearInterval(heartbeat);
  }
}

/** This run's claim on the export still holds: running, under this run's id. */
const stillMine = (row: ExportRow) =>
  and(eq(exports.id, row.id), eq(exports.jobId, row.jobId), eq(exports.status, 'running'));

/** Reads of the document before it is read in one snapshot transaction instead (see below). */
const OPTIMISTIC_READS = 3;

/**
 * Every section of the document, consistent: a concurrent edit of the education is either wholly
 * in the document or wholly not. The sections are read statement by statement, not in one
 * transaction, between two reads of the education's content version (every change of its content
 * counts it up, educations/change-education.ts changeEducation); when the version moved, the read
 * starts again. Why not one REPEATABLE READ transaction, as before: on PGlite (one connection) it held
 * the connection for the whole read, 3.5 s for the large demo's complete document, and every
 * request of every school waited that long (issue 25); now another request waits one statement
 * at most. After OPTIMISTIC_READS reads that each met an edit (someone editing without pause),
 * one snapshot transaction settles it. Progress during the read is only sent, not stored.
 */
async function readDocument(options: MakeOptions, row: ExportRow): Promise<ExportDocument> {
  const { db, now } = options;
  let document: ExportDocument | undefined;
  for (let attempt = 1; !document; attempt += 1) {
    if (attempt > OPTIMISTIC_READS) {
      document = await db.transaction((tx) => buildDocument(options, tx, row), {
        isolationLevel: 'repeatable read',
        accessMode: 'read only',
      });
      break;
    }
    const before = await contentVersionOf(db, row.educationId);
    const read = await buildDocument(options, db, row);
    if ((await contentVersionOf(db, row.educationId)) === before) document = read;
  }
  const sections = document.sections.length;
  await db
    .update(exports)
    .set({ done: sections, total: sections * 2, heartbeatAt: now() })
    .where(stillMine(row));
  return document;
}

async function contentVersionOf(db: DbOrTx, educationId: number): Promise<number | undefined> {
  const [education] = await db
    .select({ version: educations.contentVersion })
    .from(educations)
    .where(eq(educations.id, educationId))
    .limit(1);
  return education?.version;
}

/**
 * The document as `db` reads it now. It starts with the access decision for the owner: one who
 * lost access since the request gets nothing read (ExportAccessLost). Exported for the bench,
 * which compares a read in one transaction with this one (scripts/bench/exports.mjs).
 */
export async function buildDocument(
  options: MakeOptions,
  db: DbOrTx,
  row: ExportRow,
): Promise<ExportDocument> {
  const at = options.now();
  const scope = await ownerExportScope({
    db,
    ownerId: row.userId,
    locationId: row.locationId,
    now: at,
  });
  if (!scope) throw new ExportAccessLost();
  const context = await loadSectionContext({
    db,
    scope,
    educationId: row.educationId,
    yearIds: row.yearIds,
    language: row.language,
    now: at,
  });
  const builders = row.parts.map((part) => options.parts[part]);
  const total = builders.reduce((sum, builder) => sum + builder.count(context), 0) * 2;
  let done = 0;
  const sections: DocSection[] = [];
  for (const builder of builders) {
    sections.push(...(await builder.build(context, () => progress(options, row, ++done, total))));
  }
  return assembleDocument({ context, parts: row.parts, sections });
}

/**
 * The file into export_files in chunks of FILE_CHUNK_BYTES, one short statement each: PGlite
 * runs one statement at a time in the server's thread, so a read of another school waits for one
 * chunk at most, not for a statement of the whole file (as uploads, domain/files/uploads.ts).
 */
async function writeChunks(db: Db, row: ExportRow, bytes: Uint8Array) {
  const content = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let seq = 0; seq * FILE_CHUNK_BYTES < content.length || seq === 0; seq += 1) {
    await db.insert(exportFiles).values({
      exportId: row.id,
      jobId: row.jobId,
      seq,
      content: content.subarray(seq * FILE_CHUNK_BYTES, (seq + 1) * FILE_CHUNK_BYTES),
    });
  }
}

/** Removes this run's chunks (it did not finish, or lost its claim). */
async function dropChunks(db: Db, row: ExportRow) {
  await db
    .delete(exportFiles)
    .where(and(eq(exportFiles.exportId, row.id), eq(exportFiles.jobId, row.jobId)));
}

/**
 * Marks the export ready with its file, unless the claim is no longer this run's (the watchdog
 * failed it, the user retried and another run took it); removes the chunks of earlier runs.
 */
async function finish(
  options: MakeOptions,
  row: ExportRow,
  document: ExportDocument,
  size: number,
): Promise<boolean> {
  const { db, publisher, now } = options;
  const at = now();
  // A test plan alone says what it is in its name ("Havo 4 PTA 2026-11-25.pdf").
  const fileName = exportFileName(
    document.titlePage.title,
    at,
    row.format,
    row.parts.length === 1 && row.parts[0] === 'test_plan'
      ? document.titlePage.subtitle
      : undefined,
  );
  return withEvents({ db, publisher }, async (tx, events) => {
    const [ready] = await tx
      .update(exports)
      .set({
        status: 'ready',
        fileName,
        size,
        done: sql`${exports.total}`,
        finishedAt: at,
        heartbeatAt: at,
      })
      .where(stillMine(row))
      .returning();
    if (!ready) return false;
    await tx
      .delete(exportFiles)
      .where(and(eq(exportFiles.exportId, row.id), ne(exportFiles.jobId, row.jobId)));
    await notifyExportState(
      {
        db: tx,
        exportId: row.id,
        userId: ready.userId,
        educationName: document.titlePage.title,
        type: 'export_ready',
        now: at,
        fileName,
        expiresAt: ready.expiresAt,
      },
      events,
    );
    return true;
  });
}

function progress(options: MakeOptions, row: ExportRow, done: number, total: number) {
  const payload: TExportProgress = { export_id: row.id, status: 'running', done, total };
  options.publisher.publish(userRoom(row.userId), 'export_progress', payload);
}

async function beat(db: Db, row: ExportRow, at: Date) {
  await db
    .update(exports)
    .set({ heartbeatAt: at })
    .where(stillMine(row))
    .catch(() => undefined);
}
