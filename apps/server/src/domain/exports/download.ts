import { Readable } from 'node:stream';
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import { EXPORT_CONTENT_TYPES, EXPORT_MESSAGES } from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import { exportFiles, exports } from '../../db/schema';
import type { Actor } from '../actor';
import { gone, notFound } from '../errors';
import { exportScopeFor } from './export-access';

export type ExportDownload = {
  fileName: string;
  contentType: string;
  /** Bytes, for Content-Length (every ready export has it). */
  size: number | undefined;
  /** The file's chunks, read a few at a time as the client takes them. */
  content: Readable;
};

/** Chunks read per query: 512 KB, few round trips and little memory (as stored files). */
const CHUNKS_PER_READ = 8;

/**
 * `GET download/export/{id}` (docs/exports.md "API"): the finished file of one of the caller's
 * exports. Someone else's export, an unknown or unfinished one, or one of a location the caller no
 * longer reads (the access decision runs again: exportScopeFor) is 404 (ids cannot be probed);
 * after its expiry the file is gone: 410, until the clean-up removes the row as well (then 404).
 * The file streams from its chunks, so a download never holds the whole file in memory.
 */
export async function downloadExport(options: {
  db: DbOrTx;
  actor: Actor;
  exportId: number;
  now: Date;
}): Promise<ExportDownload> {
  const { db, actor, exportId, now } = options;
  const [row] = await db
    .select({
      locationId: exports.locationId,
      status: exports.status,
      format: exports.format,
      fileName: exports.fileName,
      size: exports.size,
      jobId: exports.jobId,
      expiresAt: exports.expiresAt,
    })
    .from(exports)
    .where(and(eq(exports.id, exportId), eq(exports.userId, actor.userId)))
    .limit(1);
  const readable =
    row?.status === 'ready' &&
    row.fileName !== null &&
    (await exportScopeFor({ db, actor, locationId: row.locationId, now })) !== null;
  if (!row?.fileName || !readable) throw notFound('notFound.export');
  if (row.expiresAt <= now) throw gone(EXPORT_MESSAGES.expired);
  const { jobId } = row;
  const read = (from: number) =>
    db
      .select({ content: exportFiles.content })
      .from(exportFiles)
      .where(
        and(
          eq(exportFiles.exportId, exportId),
          eq(exportFiles.jobId, jobId),
          gte(exportFiles.seq, from),
          lt(exportFiles.seq, from + CHUNKS_PER_READ),
        ),
      )
      .orderBy(asc(exportFiles.seq));
  // The first chunks now: a file the clean-up removed meanwhile is 410, not a broken download.
  const first = await read(0);
  if (first.length === 0) throw gone(EXPORT_MESSAGES.expired);
  async function* chunks() {
    let rows = first;
    for (let from = 0; ;) {
      for (const chunk of rows) yield chunk.content;
      if (rows.length < CHUNKS_PER_READ) return;
      from += CHUNKS_PER_READ;
      rows = await read(from);
    }
  }
  return {
    fileName: row.fileName,
    contentType: EXPORT_CONTENT_TYPES[row.format],
    size: row.size ?? undefined,
    content: Readable.from(chunks(), { objectMode: false }),
  };
}
