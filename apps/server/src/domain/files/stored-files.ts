import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, asc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import {
  educationBackupFiles,
  fileChunks,
  fileUploads,
  noteFiles,
  planMaterials,
  storedFiles,
} from '../../db/schema';
import { conflict } from '../errors';
import { discardUploads, receiveFile, type ReceivedFile } from './uploads';

/*
 * Content-addressed file storage (docs/plan.md "Material files", docs/decisions/0009-file-store.md).
 * Note files, plan materials and backups (through education_backup_files) refer to a file by its
 * SHA-256. A backup, a duplicate or a copied year therefore copies a hash, not the bytes, and a
 * backup of an education with many files stays small (the bytes inside the JSON snapshot would
 * hit PostgreSQL's 256 MB jsonb limit at about 190 MB of files, and be stored again every hour
 * for 14 days). The bytes themselves are an upload's chunks (uploads.ts).
 */

/** A file that nothing refers to is removed this long after it was last stored. */
export const UNUSED_FILE_GRACE_MS = 24 * 3_600_000;

export const fileHash = (content: Buffer) => createHash('sha256').update(content).digest('hex');

/**
 * Makes a received upload a stored file, in the transaction that saves the note file or material
 * referring to it, and returns its hash. Equal content already stored is reused (and touched);
 * the new copy then stays pending, for the caller to remove after the transaction
 * (discardUploads: deleting a large upload's chunks inside the transaction held PGlite, and every
 * read, for seconds) or the hourly clean-up. The upsert locks the stored file, so a clean-up
 * running at the same time waits, then sees a fresh touched_at and leaves the file, which this
 * transaction is about to refer to. 409 when the upload is gone (pending for over an hour,
 * removed by the clean-up).
 */
export async function linkUpload(tx: DbOrTx, file: ReceivedFile, now: Date): Promise<string> {
  // Locked, so the clean-up (which deletes pending uploads) waits for this transaction.
  const [upload] = await tx
    .select({ id: fileUploads.id })
    .from(fileUploads)
    .where(and(eq(fileUploads.id, file.uploadId), isNull(fileUploads.storedAt)))
    .for('update');
  if (!upload) throw conflict('uploads.expired');
  const [stored] = await tx
    .insert(storedFiles)
    .values({ hash: file.hash, size: file.size, uploadId: file.uploadId, touchedAt: now })
    .onConflictDoUpdate({ target: storedFiles.hash, set: { touchedAt: now } })
    .returning({ uploadId: storedFiles.uploadId });
  if (stored?.uploadId === file.uploadId) {
    await tx.update(fileUploads).set({ storedAt: now }).where(eq(fileUploads.id, file.uploadId));
  }
  return file.hash;
}

/** Chunks read per query on download: 512 KB, few round trips and little memory. */
const CHUNKS_PER_READ = 8;

/**
 * A stored file's bytes as a stream, a few chunks read at a time when the reader asks for more,
 * so a download never holds the whole file. Null when no such file is stored.
 */
export async function readStoredFile(
  db: DbOrTx,
  hash: string,
): Promise<{ size: number; stream: Readable } | null> {
  const [file] = await db
    .select({ size: storedFiles.size, uploadId: storedFiles.uploadId })
    .from(storedFiles)
    .where(eq(storedFiles.hash, hash))
    .limit(1);
  if (!file) return null;
  const { uploadId } = file;
  async function* chunks() {
    for (let from = 0; ; from += CHUNKS_PER_READ) {
      const rows = await db
        .select({ data: fileChunks.data })
        .from(fileChunks)
        .where(
          and(
            eq(fileChunks.uploadId, uploadId),
            gte(fileChunks.seq, from),
            lt(fileChunks.seq, from + CHUNKS_PER_READ),
          ),
        )
        .orderBy(asc(fileChunks.seq));
      for (const row of rows) yield row.data;
      if (rows.length < CHUNKS_PER_READ) return;
    }
  }
  return { size: file.size, stream: Readable.from(chunks(), { objectMode: false }) };
}

/** Notes that a backup refers to these files, so they outlive the materials that used them. */
export async function keepFilesForBackup(
  tx: DbOrTx,
  backupId: number,
  hashes: Iterable<string>,
): Promise<void> {
  const unique = [...new Set(hashes)];
  if (unique.length === 0) return;
  await tx
    .insert(educationBackupFiles)
    .values(unique.map((fileHash) => ({ backupId, fileHash })))
    .onConflictDoNothing();
}

/**
 * Removes stored files that no note file, material or backup refers to and that were not stored
 * or reused within the grace period, with their uploads' chunks. Run by the hourly job after old
 * backups are pruned. Returns how many went.
 */
export async function removeUnusedFiles(options: { db: Db; now: Date }): Promise<number> {
  const { db, now } = options;
  const cutoff = new Date(now.getTime() - UNUSED_FILE_GRACE_MS);
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(storedFiles)
      .where(
        and(
          lt(storedFiles.touchedAt, cutoff),
          sql`not exists (select 1 from ${planMaterials} where ${planMaterials.fileHash} = ${storedFiles.hash})`,
          sql`not exists (select 1 from ${noteFiles} where ${noteFiles.fileHash} = ${storedFiles.hash})`,
          sql`not exists (select 1 from ${educationBackupFiles} where ${educationBackupFiles.fileHash} = ${storedFiles.hash})`,
        ),
      )
      .returning({ uploadId: storedFiles.uploadId });
    const uploadIds = removed.map((row) => row.uploadId);
    if (uploadIds.length > 0) {
      await tx.delete(fileUploads).where(inArray(fileUploads.id, uploadIds));
    }
    return removed.length;
  });
}

/**
 * Stores content already held in memory (tests) as an upload would be, and returns
 * its hash. Uploads from requests stream through receiveFile instead.
 */
export async function storeContent(db: Db, content: Buffer, now: Date): Promise<string> {
  const received = await receiveFile({ db, source: [content], now });
  const hash = await db.transaction((tx) => linkUpload(tx, received, now));
  // A copy of content stored before stays pending: removed here, as withUploadForm does.
  await discardUploads(db, [received.uploadId]);
  return hash;
}
