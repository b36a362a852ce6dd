import multipart, { type MultipartFile, type MultipartValue } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { cleanFileName, type FileTypeCheck } from '../../domain/notes/files';
import { asBodyErrors } from './multipart-errors';
import { UPLOAD_LIMITS } from './upload-limits';

/*
 * The one multipart reader (docs/api.md "Uploads"): every upload endpoint (note files, plan
 * materials, the user import) reads its body through readMultipart, with its own UploadRules.
 * The size, count and type checks and the answers to a refused body are here, once:
 *   - not multipart at all: `notMultipart` (415 for notes, 422 for the import);
 *   - announced (Content-Length) or counted past the request's bytes: `requestTooLarge` (413);
 *   - one file past its bytes: `fileTooLarge` (413); one file too many: `tooManyFiles` (422);
 *   - a wrong type by name or first bytes, or content without a name: `wrongType` (422);
 *   - a body cut off or malformed: 400 (multipartFailure), never a 500;
 *   - a text field: the route's `onField`, which may refuse it (422).
 * What happens to a file's bytes is the caller's: into the file store (read-upload-form.ts) or
 * into memory for a small file that must be parsed whole (read-upload-in-memory.ts).
 */

/** The answers of a refused upload, per endpoint (their status and message are the API's). */
export type UploadRefusals = {
  notMultipart: () => Error;
  requestTooLarge: () => Error;
  fileTooLarge: () => Error;
  tooManyFiles: () => Error;
  wrongType: () => Error;
};

/** What one upload endpoint takes. */
export type UploadRules = {
  /** The form field that carries files; file parts under other names are read past (counted). */
  fileField: string;
  /** Files of one request at most (also the parser's `files` limit, which counts every file part). */
  maxFiles: number;
  /** Bytes of one file at most (the parser stops the file there). */
  maxFileBytes: number;
  /** Bytes of all file parts of one request together; also checked first on Content-Length. */
  maxRequestBytes: number;
  /** Text fields of one request at most, and bytes of one (a longer one arrives truncated). */
  maxFields: number;
  maxFieldBytes: number;
  /** Starts the type check of a file by its cleaned name; throws (wrongType) to refuse at once. */
  checkType: (name: string) => FileTypeCheck;
  refusals: UploadRefusals;
  /** Sees each text field as it arrives; may throw to refuse the form. Ignored when left out. */
  onField?: (field: MultipartValue) => void;
};

/** A file of the form while it arrives: its bytes are counted and type-checked as they pass. */
export type IncomingFile = {
  /** The cleaned name (no path, no control characters; cleanFileName). */
  name: string;
  /** The content type of the type check's table, never the one the browser claimed. */
  contentType: string;
  /** The file's bytes; reading them throws the refusals above. Read them to the end. */
  bytes: AsyncIterable<Buffer>;
};

/**
 * Registers the multipart parser on a route plugin (each plugin that has upload endpoints, as
 * the parser is encapsulated). Its own limits allow nothing: readMultipart passes each endpoint's
 * limits, so a body read any other way gets no file through.
 */
export async function registerMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: 0, files: 0, fields: 0, fieldSize: 0, parts: 0, headerPairs: 100 },
  });
}

/**
 * The refusals that need no byte of the body: not multipart, or announced larger than the
 * request may be (with room for fields and part headers). Run before an upload slot is taken.
 */
export function refuseBeforeReading(request: FastifyRequest, rules: UploadRules): void {
  if (!request.isMultipart()) throw rules.refusals.notMultipart();
  const announced = Number(request.headers['content-length']);
  if (announced > rules.maxRequestBytes + UPLOAD_LIMITS.formOverheadBytes) {
    throw rules.refusals.requestTooLarge();
  }
}

/**
 * Reads a multipart body by `rules`, handing each file of `rules.fileField` to `receive` while it
 * arrives, and returns what `receive` made of them. On any refusal `discard` gets what was
 * received so far before the error goes on, so a refused request leaves nothing behind.
 */
export async function readMultipart<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  rules: UploadRules,
  receive: (file: IncomingFile) => Promise<T>,
  discard: (received: T[]) => Promise<void>,
): Promise<T[]> {
  // Again here (cheap) so no caller can skip it; withUploadForm runs it before taking a slot.
  refuseBeforeReading(request, rules);
  const { fileField, refusals } = rules;
  const bodyErrors = <P>(source: AsyncIterable<P>) => asBodyErrors(app, source, refusals);
  const received: T[] = [];
  let requestBytes = 0;
  const count = (piece: Buffer) => {
    requestBytes += piece.length;
    if (requestBytes > rules.maxRequestBytes) throw refusals.requestTooLarge();
  };
  const parts = request.parts({
    limits: {
      fileSize: rules.maxFileBytes,
      files: rules.maxFiles,
      fields: rules.maxFields,
      fieldSize: rules.maxFieldBytes,
      parts: rules.maxFiles + rules.maxFields,
      headerPairs: 100,
    },
  });
  try {
    for await (const part of bodyErrors(parts)) {
      if (part.type !== 'file') {
        rules.onField?.(part);
        continue;
      }
      const upload: MultipartFile = part;
      // Some clients leave the filename out altogether, so it may be undefined despite its type.
      const filename = (upload.filename as string | undefined) ?? '';
      if (upload.fieldname !== fileField) {
        // Not ours: read past it (counted, so it cannot carry a huge body around the limit).
        for await (const piece of bodyErrors<Buffer>(upload.file)) count(piece);
        continue;
      }
      if (filename === '') {
        // A form's empty file input sends a nameless, empty part: no file was chosen. A nameless
        // part with content has no name to check its type by, so it is refused.
        for await (const piece of bodyErrors<Buffer>(upload.file)) {
          if (piece.length > 0) throw refusals.wrongType();
        }
        continue;
      }
      if (received.length >= rules.maxFiles) throw refusals.tooManyFiles();
      const name = cleanFileName(filename);
      const check = rules.checkType(name);
      async function* checked(): AsyncGenerator<Buffer> {
        for await (const piece of bodyErrors<Buffer>(upload.file)) {
          count(piece);
          check.push(piece);
          yield piece;
        }
      }
      received.push(await receive({ name, contentType: check.contentType, bytes: checked() }));
      // The parser stops a file at its size limit and marks it truncated (when it did not throw).
      if (upload.file.truncated) throw refusals.fileTooLarge();
      check.finish();
    }
  } catch (error) {
    await discard(received);
    throw error;
  }
  return received;
}
