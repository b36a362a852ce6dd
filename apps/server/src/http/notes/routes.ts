import type { MultipartValue } from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import {
  EDUCATION_LIMITS,
  EDUCATION_MESSAGES,
  UPLOAD_MAX_BYTES,
  ZNoteFieldsSchema,
} from '@cp/contracts';
import type { Db } from '../../db/client';
import { DomainError, invalidField } from '../../domain/errors';
import { checkFileType, refuseFileType } from '../../domain/notes/files';
import { checkNoteTarget } from '../../domain/notes/check-note-target';
import { createNote } from '../../domain/notes/create-note';
import { deleteNote } from '../../domain/notes/delete-note';
import { getNoteFile } from '../../domain/notes/get-note-file';
import { listNotes } from '../../domain/notes/list-notes';
import { updateNote } from '../../domain/notes/update-note';
import type { Publisher } from '../../domain/events/publisher';
import { locationScopeOf } from '../access/access-check';
import { handle } from '../endpoint';
import { parse } from '../parse';
import { educationCallerOf } from '../educations/caller';
import { sendFile } from '../downloads/send-file';
import { registerMultipart, type UploadRules } from '../uploads/multipart-reader';
import { withUploadForm } from '../uploads/read-upload-form';
import { requestTooLarge, UPLOAD_LIMITS } from '../uploads/upload-limits';

type Deps = { db: Db; clock: () => Date; publisher: Publisher };

/** Room for a note text of 10,000 characters of up to 4 UTF-8 bytes each, and no more. */
const FIELD_MAX_BYTES = 64 * 1024;

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

/**
 * What a note's form takes: up to 10 files of 10 MB each under `files` (50 MB together), of the
 * note file types, and its text fields (collected by `onField`).
 */
const noteUploadRules = (onField: UploadRules['onField']): UploadRules => ({
  fileField: 'files',
  maxFiles: EDUCATION_LIMITS.maxFilesPerNote,
  maxFileBytes: UPLOAD_MAX_BYTES,
  maxRequestBytes: UPLOAD_LIMITS.maxRequestFileBytes,
  maxFields: 10,
  maxFieldBytes: FIELD_MAX_BYTES,
  checkType: (name) => checkFileType(name, 'files'),
  refusals: {
    notMultipart: () => new DomainError('unsupported_media_type', 'uploads.noteNotMultipart'),
    requestTooLarge,
    fileTooLarge: () => new DomainError('payload_too_large', EDUCATION_MESSAGES.filesTooLarge),
    tooManyFiles: () => invalidField('files', EDUCATION_MESSAGES.tooManyFiles),
    wrongType: () => refuseFileType('files'),
  },
  onField,
});

/**
 * Notes of an education (docs/educations.md "Notes API"): list, add with files, edit, delete,
 * download.
 */
export async function noteRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const { db, clock, publisher } = deps;

  // createNote reads its multipart body with the one reader, by noteUploadRules.
  await registerMultipart(app);

  handle(app, 'listNotes', async ({ params }, request) => {
    const data = await listNotes({
      db,
      caller: educationCallerOf(request),
      scope: locationScopeOf(request),
      educationId: params.education,
    });
    return { data };
  });

  // Answers 201 (the registry's status) with the new note.
  handle(app, 'createNote', async ({ params }, request) => {
    const scope = locationScopeOf(request);
    // Before reading the body: the education must exist here (404 otherwise).
    await checkNoteTarget({ db, scope, educationId: params.education });
    // The files stream into the file store while they arrive; the note links them in one short
    // transaction, and a refusal anywhere removes them again (withUploadForm). Not multipart: 415.
    const fields: Record<string, string> = {};
    const now = clock();
    const data = await withUploadForm(
      app,
      request,
      { db, now, rules: noteUploadRules(noteFieldReader(fields)) },
      (files) =>
        createNote({
          db,
          publisher,
          caller: educationCallerOf(request),
          scope,
          educationId: params.education,
          input: parse(ZNoteFieldsSchema, fields),
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
      scope: locationScopeOf(request),
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
      scope: locationScopeOf(request),
      educationId: params.education,
      noteId: params.note,
    });
    return { data: null };
  });

  handle(app, 'downloadNoteFile', async ({ params }, request, reply) => {
    const file = await getNoteFile({
      db,
      scope: locationScopeOf(request),
      educationId: params.education,
      noteId: params.note,
      fileId: params.file,
    });
    return sendFile(reply, {
      name: file.name,
      contentType: file.contentType,
      content: file.stream,
      size: file.size,
    });
  });
}
