import multipart, { type MultipartFile, type MultipartValue } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  EDUCATION_LIMITS,
  EDUCATION_MESSAGES,
  UPLOAD_MAX_BYTES,
  ZEducationParamsSchema,
  ZNoteFileParamsSchema,
  ZNoteInputSchema,
  ZNoteParamsSchema,
  type TNoteListResponse,
  type TNoteResponse,
} from '@cp/contracts';
import type { Db } from '../../db/client';
import { requireEducation } from '../../domain/educations/scope';
import { invalidField } from '../../domain/errors';
import { allowedContentType, attachmentHeader, cleanFileName } from '../../domain/notes/files';
import {
  createNote,
  deleteNote,
  getNoteFile,
  listNotes,
  updateNote,
  type NoteUpload,
} from '../../domain/notes/notes';
import type { Publisher } from '../../realtime/publisher';
import { locationAccessOf } from '../access/access-check';
import { ApiError } from '../api-error';
import { parse } from '../parse';
import { educationCallerOf } from '../educations/caller';

type Deps = { db: Db; clock: () => Date; publisher: Publisher };

/** Room for a note text of 10,000 characters of up to 4 UTF-8 bytes each, and no more. */
const FIELD_MAX_BYTES = 64 * 1024;

const tooLarge = () => new ApiError(413, 'payload_too_large', EDUCATION_MESSAGES.filesTooLarge);

/**
 * Reads the whole multipart body into memory, checking each file as it arrives. Limits (at most
 * 10 files of 10 MB, a few small fields) are enforced by the parser while it streams, so at most
 * about 100 MB is held; the access check has run before the body is read at all (preParsing for
 * being signed in, preHandler for membership), so anonymous callers and strangers cannot make
 * the server read it.
 */
async function readNoteForm(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<{ fields: Record<string, string>; files: NoteUpload[] }> {
  if (!request.isMultipart()) {
    throw new ApiError(415, 'unsupported_media_type', 'Send a note as multipart/form-data');
  }
  const fields: Record<string, string> = {};
  const files: NoteUpload[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const file: MultipartFile = part;
        // Throws RequestFileTooLargeError past UPLOAD_MAX_BYTES, before anything is stored.
        const content = await file.toBuffer();
        // A form's empty file input sends a nameless, empty part (some clients leave the
        // filename out altogether, so it is undefined despite its type): no file was chosen.
        const filename = (file.filename as string | undefined) ?? '';
        if (filename === '' && content.length === 0) continue;
        if (file.fieldname !== 'files') continue;
        const name = cleanFileName(filename);
        files.push({ name, contentType: allowedContentType(name, content), content });
      } else {
        const field: MultipartValue = part;
        if (field.fieldname === 'text' && field.valueTruncated) {
          throw invalidField('text', EDUCATION_MESSAGES.noteTextTooLong);
        }
        // Browsers send form text with CRLF line breaks (HTML form encoding); store them as
        // the LF the edit form (JSON) sends, so a note reads the same however it was saved.
        if (typeof field.value === 'string') {
          fields[field.fieldname] = field.value.replace(/\r\n?/g, '\n');
        }
      }
    }
  } catch (error) {
    if (error instanceof app.multipartErrors.RequestFileTooLargeError) throw tooLarge();
    if (error instanceof app.multipartErrors.FilesLimitError) {
      throw invalidField('files', EDUCATION_MESSAGES.tooManyFiles);
    }
    throw error;
  }
  return { fields, files };
}

/** Notes of an education (SPEC §3 /notities): list, add with files, edit, delete, download. */
export async function noteRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const { db, clock, publisher } = deps;

  // Only this plugin's routes read these multipart bodies (imports has its own limits).
  await app.register(multipart, {
    limits: {
      fileSize: UPLOAD_MAX_BYTES,
      files: EDUCATION_LIMITS.maxFilesPerNote,
      fields: 10,
      fieldSize: FIELD_MAX_BYTES,
      parts: EDUCATION_LIMITS.maxFilesPerNote + 10,
      headerPairs: 100,
    },
  });

  const base = '/locations/:location/educations/:education/notes';

  app.get(base, async (request): Promise<TNoteListResponse> => {
    const params = parse(ZEducationParamsSchema, request.params);
    const data = await listNotes({
      db,
      caller: educationCallerOf(request),
      locationId: locationAccessOf(request).location.id,
      educationId: params.education,
    });
    return { data };
  });

  app.post(base, async (request, reply): Promise<TNoteResponse> => {
    const params = parse(ZEducationParamsSchema, request.params);
    const locationId = locationAccessOf(request).location.id;
    // Before reading up to 100 MB: the education must exist here (404 otherwise).
    await requireEducation({ db, locationId, educationId: params.education });
    // Everything is read and checked before the transaction, so a refusal stores nothing.
    const { fields, files } = await readNoteForm(app, request);
    const input = parse(ZNoteInputSchema, fields);
    const data = await createNote({
      db,
      publisher,
      caller: educationCallerOf(request),
      locationId,
      educationId: params.education,
      input,
      files,
      now: clock(),
    });
    reply.code(201);
    return { data };
  });

  app.put(`${base}/:note`, async (request): Promise<TNoteResponse> => {
    const params = parse(ZNoteParamsSchema, request.params);
    const input = parse(ZNoteInputSchema, request.body);
    const data = await updateNote({
      db,
      publisher,
      caller: educationCallerOf(request),
      locationId: locationAccessOf(request).location.id,
      educationId: params.education,
      noteId: params.note,
      input,
      now: clock(),
    });
    return { data };
  });

  app.delete(`${base}/:note`, async (request): Promise<{ data: null }> => {
    const params = parse(ZNoteParamsSchema, request.params);
    await deleteNote({
      db,
      publisher,
      caller: educationCallerOf(request),
      locationId: locationAccessOf(request).location.id,
      educationId: params.education,
      noteId: params.note,
    });
    return { data: null };
  });

  app.get(`${base}/:note/files/:file`, async (request, reply) => {
    const params = parse(ZNoteFileParamsSchema, request.params);
    const file = await getNoteFile({
      db,
      locationId: locationAccessOf(request).location.id,
      educationId: params.education,
      noteId: params.note,
      fileId: params.file,
    });
    return reply
      .type(file.contentType)
      .header('Content-Disposition', attachmentHeader(file.name))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'private, no-store')
      .send(file.content);
  });
}
