import { and, eq, inArray, sql } from 'drizzle-orm';
import { userRoom, type TExportProgress } from '@cp/contracts';
import type { Db } from '../../db/client';
import { exportFiles, exports, type ExportRow } from '../../db/schema';
import { withEvents, type Publisher } from '../events/publisher';
import { assembleDocument } from './assemble';
import { ownerExportScope } from './export-access';
import type { DocSection, ExportDocument } from './document';
import { educationNameOf, failExport } from './exports';
import { notifyExportState } from './export-state';
import { exportFileName } from './file-name';
import type { RenderDocument } from './render-in-worker';
import { PART_BUILDERS } from './sections';
import { loadSectionContext } from './sections/load-context';

/** How often a running export says it is alive (the watchdog fails one that stopped saying so). */
export const HEARTBEAT_MS = 15_000;

type RunOptions = {
  db: Db;
  publisher: Publisher;
  exportId: number;
  /** The pg-boss job running this; only the job the row names may make the export. */
  jobId: string;
  now: () => Date;
  render: RenderDocument;
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
 * Makes one export (docs/exports.md "How an export runs"): claim the row, read every section in
 * one read-only snapshot, lay the file out in the render thread, then store the file and mark it
 * ready in one transaction, so a half-written file is never offered. The job acts for the request
 * that the access check admitted, so before it reads anything it asks the same access decision
 * again for the export's owner (ownerExportScope), and the sections read within that scope. Any
 * error ends the export as failed with an export_failed notification (the user retries); nothing
 * is left spinning.
 */
export async function runExport(options: RunOptions): Promise<RunOutcome> {
  const { db, publisher, exportId, now, log } = options;
  const claimed = await claim(options);
  if (!claimed) return 'skipped';
  const heartbeat = setInterval(() => void beat(db, exportId, now()), HEARTBEAT_MS);
  try {
    const document = await readDocument(options, claimed);
    const sections = document.sections.length;
    const bytes = await options.render(claimed.format, document, (done) =>
      progress(options, claimed, sections + done, sections * 2),
    );
    return (await finish(options, claimed, document, bytes)) ? 'ready' : 'skipped';
  } catch (error) {
    // Lost access is no fault of the job: failed, but not logged as an error.
    if (!(error instanceof ExportAccessLost)) log.error({ err: error, exportId }, 'export failed');
    const reason = error instanceof Error ? error.message : String(error);
    return (await failExport({ db, publisher, exportId, now: now(), reason }))
      ? 'failed'
      : 'skipped';
  } finally {
    clearInterval(heartbeat);
  }
}

/** queued (or running, after a crash) -> running, for the job the row names; tells the user. */
async function claim(options: RunOptions): Promise<ExportRow | undefined> {
  const { db, publisher, exportId, jobId, now } = options;
  const at = now();
  return withEvents({ db, publisher }, async (tx, events) => {
    const [row] = await tx
      .update(exports)
      .set({
        status: 'running',
        attempts: sql`${exports.attempts} + 1`,
        startedAt: at,
        heartbeatAt: at,
      })
      .where(
        and(
          eq(exports.id, exportId),
          eq(exports.jobId, jobId),
          inArray(exports.status, ['queued', 'running']),
        ),
      )
      .returning();
    if (!row) return undefined;
    await notifyExportState(
      {
        db: tx,
        exportId,
        userId: row.userId,
        educationName: await educationNameOf(tx, row.educationId),
        type: 'export_started',
        now: at,
      },
      events,
    );
    return row;
  });
}

/**
 * Every section from one REPEATABLE READ, READ ONLY transaction: a concurrent edit is either
 * wholly in the document or wholly not. Progress during the read is only sent (not stored): on
 * PGlite the snapshot holds the one connection, so a write here would wait for itself.
 */
async function readDocument(options: RunOptions, row: ExportRow): Promise<ExportDocument> {
  const { db, now } = options;
  const at = now();
  const document = await db.transaction(
    async (tx) => {
      const scope = await ownerExportScope({
        db: tx,
        ownerId: row.userId,
        locationId: row.locationId,
        now: at,
      });
      if (!scope) throw new ExportAccessLost();
      const context = await loadSectionContext({
        db: tx,
        scope,
        educationId: row.educationId,
        yearIds: row.yearIds,
        language: row.language,
        now: at,
      });
      const builders = row.parts.map((part) => PART_BUILDERS[part]);
      const total = builders.reduce((sum, builder) => sum + builder.count(context), 0) * 2;
      let done = 0;
      const sections: DocSection[] = [];
      for (const builder of builders) {
        sections.push(
          ...(await builder.build(context, () => progress(options, row, ++done, total))),
        );
      }
      return assembleDocument({ context, parts: row.parts, sections });
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const sections = document.sections.length;
  await db
    .update(exports)
    .set({ done: sections, total: sections * 2, heartbeatAt: now() })
    .where(eq(exports.id, row.id));
  return document;
}

/** Stores the file and marks the export ready, unless the watchdog failed it meanwhile. */
async function finish(
  options: RunOptions,
  row: ExportRow,
  document: ExportDocument,
  bytes: Uint8Array,
): Promise<boolean> {
  const { db, publisher, exportId, now } = options;
  const at = now();
  const fileName = exportFileName(document.titlePage.title, at, row.format);
  return withEvents({ db, publisher }, async (tx, events) => {
    const [ready] = await tx
      .update(exports)
      .set({
        status: 'ready',
        fileName,
        size: bytes.byteLength,
        done: sql`${exports.total}`,
        finishedAt: at,
        heartbeatAt: at,
      })
      .where(and(eq(exports.id, exportId), eq(exports.status, 'running')))
      .returning();
    if (!ready) return false;
    await tx.insert(exportFiles).values({ exportId, content: Buffer.from(bytes) });
    await notifyExportState(
      {
        db: tx,
        exportId,
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

function progress(options: RunOptions, row: ExportRow, done: number, total: number) {
  const payload: TExportProgress = { export_id: row.id, status: 'running', done, total };
  options.publisher.publish(userRoom(row.userId), 'export_progress', payload);
}

async function beat(db: Db, exportId: number, at: Date) {
  await db
    .update(exports)
    .set({ heartbeatAt: at })
    .where(and(eq(exports.id, exportId), eq(exports.status, 'running')))
    .catch(() => undefined);
}
