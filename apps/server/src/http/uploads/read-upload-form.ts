import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { discardUploads, receiveFile, type ReceivedFile } from '../../domain/files/uploads';
import { actorOf } from '../session-guard';
import { readMultipart, refuseBeforeReading, type UploadRules } from './multipart-reader';
import { requestsInProgressOf } from './reads-first';
import { uploadSlotsOf } from './upload-slots';

/** A file of the form, received into the file store (pending) and checked. */
export type FormFile = { name: string; contentType: string; file: ReceivedFile };

export type UploadFormOptions = { db: Db; now: Date; rules: UploadRules };

const discardFormFiles = (db: Db, files: FormFile[]) =>
  discardUploads(
    db,
    files.map((file) => file.file.uploadId),
  );

/**
 * Runs `use` with the files of an upload form (note files, plan materials), read by the one
 * reader (readMultipart) into the file store, holding one of the person's upload slots (429 when
 * they already have UPLOAD_LIMITS.maxConcurrentPerUser in progress) from before the body is read
 * until `use` is done. A body that is not multipart or announced larger than the rules allow is
 * refused before the slot is taken. Files that `use` does not link (it failed, or their content
 * was stored already) are removed.
 */
export async function withUploadForm<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  options: UploadFormOptions,
  use: (files: FormFile[]) => Promise<T>,
): Promise<T> {
  const { db, now, rules } = options;
  refuseBeforeReading(request, rules);
  const release = uploadSlotsOf(app).take(actorOf(request).userId);
  // Other uploads do not wait for this one (reads-first.ts): they take turns with it instead.
  const uploaded = requestsInProgressOf(app).upload();
  try {
    // The files stream into the file store while they arrive (never whole in memory).
    const files = await readMultipart(
      app,
      request,
      rules,
      async ({ name, contentType, bytes }) => ({
        name,
        contentType,
        file: await receiveFile({ db, now, source: bytes }),
      }),
      (received) => discardFormFiles(db, received),
    );
    let result: T;
    try {
      result = await use(files);
    } catch (error) {
      // Only pending uploads go: whatever `use` linked before failing was rolled back with it.
      await discardFormFiles(db, files);
      throw error;
    }
    // Files whose content was stored already stay pending after `use` (linkUpload): removed now,
    // outside its transaction, a few chunks per statement.
    await discardFormFiles(db, files);
    return result;
  } finally {
    uploaded();
    release();
  }
}
