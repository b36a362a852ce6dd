import multipart, { type MultipartValue } from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import {
  EDUCATION_LIMITS,
  EDUCATION_MESSAGES,
  UPLOAD_MAX_BYTES,
  ZNoteInputSchema,
} from '@cp/contracts';
import type { Db } from '../../db/client';
import { requireEducation } from '../../domain/educations/scope';
import { invalidField } from '../../domain/errors';
import { attachmentHeader } from '../../domain/notes/files';
import {
  createNote,
  deleteNote,
  getNoteFile,
  listNotes,
  updateNote,
} from '../../domain/notes/notes';
import type { Publisher } from '../../domain/events/publisher';
import { locationAccessOf } from '../access/access-check';
import { ApiError } from '../api-error';
import { handle } from '../endpoint';
import { parse } from '../parse';
import { educationCallerOf } from '../educations/caller';
import { withUploadForm } from '../uploads/read-upload-form';

type Deps = { db: Db; clock: () => Date; publisher: Publisher };

/** Room for a note text of 10,000 characters of up to 4 UTF-8 bytes each, and no more. */
const FIELD_MAX_BYTES = 64 * 1024;

const tooLarge = () => new ApiError(413, 'payload_too_large', EDUCATION_MESSAGES.filesTooLarge);
const tooManyFiles = () => invalidField('files', EDUCATION_MESSAGES.tooManyFiles);

/** Collects the note form's text fields as they arrive. */
function noteFieldReader(fields: Record<string, string>) {
  return (field: MultipartValue) => {
    if (field.fieldname === 'text' && field.valueTruncated) {
      throw invalidField('text', EDUCATION_MESSAGES.noteTextTooLong);
    }
    // Browsers send form text with CRLF line breaks (HTML form encoding); store them as
    // the LF the edit form (JSON) sends, so a note reads the same however it was saved.
    if (typeof field.value === 'string') {
      fields[field.fieldname] = field.value.replace(/\r\n?/g, '\n');
    }
  };
}

/** Notes of an education (SPEC §3 /notities): list, add with files, edit, delete, download. */
export async function noteRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const { db, clock, publisher } = deps;

  // Only this plugin's routes read these multipart bodies (imports has its own limits). The
  // parser stops a file at 10 MB and the 11th file; withUploadForm bounds the request's total.
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

  handle(app, 'listNotes', async ({ params }, request) => {
    const data = await listNotes({
      db,
      caller: educationCallerOf(request),
      locationId: locationAccessOf(request).location.id,
      educationId: params.education,
    });
    return { data };
  });

  // Answers 201 (the registry's status) with the new note.
  handle(app, 'createNote', async ({ params }, request) => {
    const locationId = locationAccessOf(request).location.id;
    // Before reading the body: the education must exist here (404 otherwise).
    await requireEducation({ db, locationId, educationId: params.education });
    if (!request.isMultipart()) {
      throw new ApiError(415, 'unsupported_media_type', 'Send a note as multipart/form-data');
    }
    // The files stream into the file store while they arrive; the note links them in one short
    // transaction, and a refusal anywhere removes them again (withUploadForm).
    const fields: Record<string, string> = {};
    const now = clock();
    const data = await withUploadForm(
      app,
      request,
      {
        db,
        now,
        fileField: 'files',
        maxFiles: EDUCATION_LIMITS.maxFilesPerNote,
        onField: noteFieldReader(fields),
        fileTooLarge: tooLarge,
        tooManyFiles,
      },
      (files) =>
        createNote({
          db,
          publisher,
          caller: educationCallerOf(request),
          locationId,
          educationId: params.education,
          input: parse(ZNoteInputSchema, fields),
          files,
          now,
        }),
    );
    return { data };
  });

  handle(app, 'updateNote', async ({ params, body }, request) => {
    const data = await updateNote({
      db,
      publisher,
      caller: educationCallerOf(request),
      locationId: locationAccessOf(request).location.id,
      educationId: params.education,
      noteId: params.note,
      input: body,
      now: clock(),
    });
    return { data };
  });

  handle(app, 'deleteNote', async ({ params }, request) => {
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

  handle(app, 'downloadNoteFile', async ({ params }, request, reply) => {
    const file = await getNoteFile({
      db,
      locationId: locationAccessOf(request).location.id,
      educationId: params.education,
      noteId: params.note,
      fileId: params.file,
    });
    return reply
      .type(file.contentType)
      .header('Content-Length', file.size)
      .header('Content-Disposition', attachmentHeader(file.name))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'private, no-store')
      .send(file.stream);
  });
}
