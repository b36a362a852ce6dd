import { and, eq } from 'drizzle-orm';
import { EXPORT_CONTENT_TYPES, EXPORT_MESSAGES } from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import { exportFiles, exports } from '../../db/schema';
import type { Actor } from '../actor';
import { gone, notFound } from '../errors';
import { exportScopeFor } from './export-access';

export type ExportDownload = { fileName: string; contentType: string; content: Buffer };

/**
 * `GET download/export/{id}` (SPEC §7): the finished file of one of the caller's exports. Someone
 * else's export, an unknown or unfinished one, or one of a location the caller no longer reads
 * (the access decision runs again: exportScopeFor) is 404 (ids cannot be probed); after its
 * expiry the file is gone: 410, until the clean-up removes the row as well (then 404).
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
  const [file] = await db
    .select({ content: exportFiles.content })
    .from(exportFiles)
    .where(eq(exportFiles.exportId, exportId))
    .limit(1);
  if (!file) throw gone(EXPORT_MESSAGES.expired);
  return {
    fileName: row.fileName,
    contentType: EXPORT_CONTENT_TYPES[row.format],
    content: file.content,
  };
}
