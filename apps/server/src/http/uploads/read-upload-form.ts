import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { discardUploads, receiveFile, type ReceivedFile } from '../../domain/files/uploads';
import { checkFileType, cleanFileName, refuseFileType } from '../../domain/notes/files';
import { ApiError } from '../api-error';
import { actorOf } from '../session-guard';
import { asBodyErrors, type MultipartRefusals } from './multipart-errors';
import { UPLOAD_LIMITS, UPLOAD_MESSAGES } from './upload-limits';
import { uploadSlotsOf } from './upload-slots';

/** A file of the form, received into the file store (pending) and checked. */
export type FormFile = { name: string; contentType: string; file: ReceivedFile };

export type UploadFormOptions = MultipartRefusals & {
  db: Db;
  now: Date;
  /** The form field that carries files; file parts under other names are skipped. */
  fileField: string;
  /** The upper bound of files of one request (also the parser's `files` limit). */
  maxFiles: number;
  /** Sees each text field as it arrives; may throw to refuse the form. */
  onField: (field: MultipartValue) => void;
};

const requestTooLarge = () =>
  new ApiError(413, 'payload_too_large', UPLOAD_MESSAGES.requestTooLarge);

/**
 * Reads a multipart form whose files stream into the file store as they arrive (never whole in
 * memory): each file's type is checked on its first bytes, the bytes of all files together are
 * counted against UPLOAD_LIMITS.maxRequestFileBytes (413), and a body that is cut off or
 * malformed is a 400. On any refusal the files received so far are removed before the error
 * goes on, so a refused request leaves nothing behind.
 */
async function readUploadForm(
  app: FastifyInstance,
  request: FastifyRequest,
  options: UploadFormOptions,
): Promise<FormFile[]> {
  const { db, now, fileField, maxFiles, onField } = options;
  const files: FormFile[] = [];
  let totalBytes = 0;
  try {
    for await (const part of asBodyErrors(app, request.parts(), options)) {
      if (part.type !== 'file') {
        onField(part);
        continue;
      }
      const upload: MultipartFile = part;
      // Some clients leave the filename out altogether, so it may be undefined despite its type.
      const filename = (upload.filename as string | undefined) ?? '';
      if (upload.fieldname !== fileField) {
        // Not ours: read past it (counted, so it cannot carry a huge body around the limit).
        for await (const piece of asBodyErrors(app, upload.file, options)) {
          totalBytes += (piece as Buffer).length;
          if (totalBytes > UPLOAD_LIMITS.maxRequestFileBytes) throw requestTooLarge();
        }
        continue;
      }
      if (filename === '') {
        // A form's empty file input sends a nameless, empty part: no file was chosen. A nameless
        // part with content has no name to check its type by, so it is refused.
        for await (const piece of asBodyErrors(app, upload.file, options)) {
          if ((piece as Buffer).length > 0) throw refuseFileType(fileField);
        }
        continue;
      }
      if (files.length >= maxFiles) throw options.tooManyFiles();
      const name = cleanFileName(filename);
      const check = checkFileType(name, fileField);
      const file = await receiveFile({
        db,
        now,
        source: asBodyErrors(app, upload.file, options),
        inspect: (piece) => {
          totalBytes += piece.length;
          if (totalBytes > UPLOAD_LIMITS.maxRequestFileBytes) throw requestTooLarge();
          check.push(piece);
        },
      });
      // Listed before the last checks, so that their refusal removes this file too.
      files.push({ name, contentType: check.contentType, file });
      // The parser stops a file at its size limit and marks it truncated.
      if (upload.file.truncated) throw options.fileTooLarge();
      check.finish();
    }
  } catch (error) {
    await discardUploads(
      db,
      files.map((file) => file.file.uploadId),
    );
    throw error;
  }
  return files;
}

/**
 * Runs `use` with the files of an upload form, holding one of the person's upload slots
 * (429 when they already have UPLOAD_LIMITS.maxConcurrentPerUser in progress) from before the
 * body is read until `use` is done. A body announced larger than the limit is refused (413)
 * before it is read. Files that `use` does not link (it failed) are removed.
 */
export async function withUploadForm<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  options: UploadFormOptions,
  use: (files: FormFile[]) => Promise<T>,
): Promise<T> {
  const announced = Number(request.headers['content-length']);
  if (announced > UPLOAD_LIMITS.maxRequestFileBytes + UPLOAD_LIMITS.formOverheadBytes) {
    throw requestTooLarge();
  }
  const release = uploadSlotsOf(app).take(actorOf(request).userId);
  try {
    const files = await readUploadForm(app, request, options);
    try {
      return await use(files);
    } catch (error) {
      // Only pending uploads go: whatever `use` linked before failing was rolled back with it.
      await discardUploads(
        options.db,
        files.map((file) => file.file.uploadId),
      );
      throw error;
    }
  } finally {
    release();
  }
}
