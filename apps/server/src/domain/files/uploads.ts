import { createHash } from 'node:crypto';
import { and, eq, gte, inArray, isNull, lt, max } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { fileChunks, fileUploads } from '../../db/schema';
import { writeTurnsOf } from '../../db/write-turns';

/*
 * Receiving a file (docs/decisions/0009-file-store.md): the bytes go into the database in rows
 * of FILE_CHUNK_BYTES while they arrive, with their SHA-256 and size computed on the way, so a
 * server holds at most about one chunk per upload in memory, whatever the file's size. Each
 * chunk is its own short statement (no transaction spans an upload: a slow sender holds no
 * connection or lock), and the chunk writes of all uploads take turns (db/write-turns.ts), so
 * uploads never queue more than one (PGlite) or four (PostgreSQL) statements before a read's.
 * The upload stays pending until linkUpload (stored-files.ts) makes it a stored file in the
 * note's or material's transaction. Removing one goes in short statements too (discardUploads).
 */

/**
 * 64 KB: little memory per upload in flight, and short statements: PGlite runs one statement at
 * a time in the server's thread, so a read waits for the chunk writes queued before it (256 KB
 * chunks took about 35 ms each there and stalled reads for up to 1.8 s during two uploads; 64 KB
 * about 9 ms). On PostgreSQL a 10 MB file is 160 short inserts.
 */
export const FILE_CHUNK_BYTES = 64 * 1024;

/** A pending upload this old is removed by the hourly clean-up (its request failed or died). */
export const PENDING_UPLOAD_MAX_AGE_MS = 3_600_000;

/** A file whose bytes are in the store, pending until linked. */
export type ReceivedFile = { uploadId: number; hash: string; size: number };

async function startUpload(db: DbOrTx, now: Date): Promise<number> {
  const [row] = await db
    .insert(fileUploads)
    .values({ createdAt: now })
    .returning({ id: fileUploads.id });
  if (!row) throw new Error('upload not started');
  return row.id;
}

/**
 * Streams `source` into a new pending upload. `inspect` sees every piece first and may throw
 * (a wrong type, too many bytes): then, as on any failure of the source or the database, the
 * bytes written so far are removed before the error goes on. An empty source is an empty file.
 */
export async function receiveFile(options: {
  db: DbOrTx;
  source: AsyncIterable<Buffer> | Iterable<Buffer>;
  now: Date;
  inspect?: (piece: Buffer) => void;
}): Promise<ReceivedFile> {
  const { db, source, now, inspect } = options;
  const hash = createHash('sha256');
  let uploadId: number | undefined;
  let size = 0;
  let seq = 0;
  let held: Buffer[] = [];
  let heldBytes = 0;

  const turns = writeTurnsOf(db);
  const write = async (data: Buffer) => {
    uploadId ??= await startUpload(db, now);
    const id = uploadId;
    await turns.run(() => db.insert(fileChunks).values({ uploadId: id, seq, data }));
    seq += 1;
  };

  try {
    // Awaiting each write before the next piece is read is the back-pressure: a sender faster
    // than the database waits in the socket, not in this process's memory.
    for await (const piece of source) {
      inspect?.(piece);
      hash.update(piece);
      size += piece.length;
      held.push(piece);
      heldBytes += piece.length;
      while (heldBytes >= FILE_CHUNK_BYTES) {
        const all = Buffer.concat(held, heldBytes);
        await write(all.subarray(0, FILE_CHUNK_BYTES));
        const rest = all.subarray(FILE_CHUNK_BYTES);
        held = rest.length > 0 ? [rest] : [];
        heldBytes = rest.length;
      }
    }
    if (heldBytes > 0) await write(Buffer.concat(held, heldBytes));
    uploadId ??= await startUpload(db, now);
    return { uploadId, hash: hash.digest('hex'), size };
  } catch (error) {
    // If even this fails (the database is gone), the hourly clean-up removes the upload later.
    if (uploadId !== undefined) await discardUploads(db, [uploadId]).catch(() => undefined);
    throw error;
  }
}

/**
 * Chunks deleted per statement when an upload is removed (512 KB): one statement deleting a 50 MB
 * upload's 800 chunks held PGlite, and every read behind it, for seconds.
 */
const CHUNKS_PER_DELETE = 8;

/**
 * Removes uploads that are still pending now (a refused request; a copy of content that was
 * stored already), their chunks first, a few per statement, taking turns with upload writes.
 * Uploads that are stored (linked) are left alone. Only for the uploads of the caller's own
 * request, which nothing else links meanwhile: the statements are not one transaction (on
 * PGlite that would hold every read again); the hourly clean-up of old ones deletes in one.
 */
export async function discardUploads(db: DbOrTx, uploadIds: number[]): Promise<void> {
  if (uploadIds.length === 0) return;
  const pending = and(inArray(fileUploads.id, uploadIds), isNull(fileUploads.storedAt));
  const turns = writeTurnsOf(db);
  const rows = await db.select({ id: fileUploads.id }).from(fileUploads).where(pending);
  for (const { id } of rows) {
    const [last] = await db
      .select({ seq: max(fileChunks.seq) })
      .from(fileChunks)
      .where(eq(fileChunks.uploadId, id));
    for (let from = 0; from <= (last?.seq ?? -1); from += CHUNKS_PER_DELETE) {
      await turns.run(() =>
        db
          .delete(fileChunks)
          .where(
            and(
              eq(fileChunks.uploadId, id),
              gte(fileChunks.seq, from),
              lt(fileChunks.seq, from + CHUNKS_PER_DELETE),
            ),
          ),
      );
    }
  }
  await db.delete(fileUploads).where(pending);
}

/**
 * Removes uploads that stayed pending for PENDING_UPLOAD_MAX_AGE_MS (a process that died during
 * a request, a database error while refusing one). Run by the hourly clean-up; returns how many.
 * An upload being linked right now is safe: linkUpload sets stored_at on the locked row, and this
 * delete checks stored_at again once that lock is released.
 */
export async function removePendingUploads(options: { db: DbOrTx; now: Date }): Promise<number> {
  const cutoff = new Date(options.now.getTime() - PENDING_UPLOAD_MAX_AGE_MS);
  const removed = await options.db
    .delete(fileUploads)
    .where(and(isNull(fileUploads.storedAt), lt(fileUploads.createdAt, cutoff)))
    .returning({ id: fileUploads.id });
  return removed.length;
}
