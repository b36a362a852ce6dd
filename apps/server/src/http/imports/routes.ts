import type { FastifyInstance } from 'fastify';
import { IMPORT_MAX_BYTES, IMPORT_MESSAGES, PLAN_MESSAGES, type TMessageKey } from '@cp/contracts';
import type { Db } from '../../db/client';
import type { AuthSettings } from '../../domain/auth/settings';
import { importUsers } from '../../domain/imports/import-users';
import { importExtensionOf, InvalidImportFile } from '../../domain/imports/read-import-file';
import { SAMPLE_CONTENT_TYPES, SAMPLE_NAMES, sampleFile } from '../../domain/imports/sample-file';
import type { MailOutbox } from '../../domain/mail/mail-jobs';
import { locationScopeOf } from '../access/access-check';
import { DomainError } from '../../domain/errors';
import { sendError } from '../api-error';
import { sendFile } from '../downloads/send-file';
import { handle } from '../endpoint';
import { requestLanguage } from '../language';
import { registerMultipart, type UploadRules } from '../uploads/multipart-reader';
import { readUploadsInMemory } from '../uploads/read-upload-in-memory';
import { actorOf } from '../session-guard';

type Deps = {
  db: Db;
  clock: () => Date;
  settings: Pick<AuthSettings, 'sessionSecret'>;
  mail: MailOutbox;
};

const INVALID_FILE_MESSAGES = {
  invalid_file: IMPORT_MESSAGES.invalidFile,
  too_many_rows: IMPORT_MESSAGES.tooManyRows,
  no_rows: IMPORT_MESSAGES.noRows,
} as const;

/** A refusal of the import's file: a 422 with its key on `file` (not zod's generic one). */
class ImportFileRefusal extends Error {
  constructor(readonly key: TMessageKey) {
    super(key);
  }
}

/** A file past 2 MB (or a request past it): 413. */
const fileTooLarge = () => new DomainError('payload_too_large', 'imports.fileTooLarge');

/**
 * What the import takes: one `file` of at most 2 MB, csv or xlsx by its name. Its content is
 * checked by the import's own reader (readImportFile), which needs the file whole anyway, so it
 * is read into memory (bounded by these 2 MB).
 */
const IMPORT_UPLOAD_RULES: UploadRules = {
  fileField: 'file',
  maxFiles: 1,
  maxFileBytes: IMPORT_MAX_BYTES,
  maxRequestBytes: IMPORT_MAX_BYTES,
  maxFields: 5,
  maxFieldBytes: 4 * 1024,
  checkType: (name) => {
    const extension = importExtensionOf(name);
    if (!extension) throw new ImportFileRefusal(IMPORT_MESSAGES.invalidFile);
    return { contentType: SAMPLE_CONTENT_TYPES[extension], push: () => {}, finish: () => {} };
  },
  refusals: {
    notMultipart: () => new ImportFileRefusal(IMPORT_MESSAGES.noFile),
    requestTooLarge: fileTooLarge,
    fileTooLarge,
    tooManyFiles: () => new ImportFileRefusal(PLAN_MESSAGES.oneFile),
    wrongType: () => new ImportFileRefusal(IMPORT_MESSAGES.invalidFile),
  },
};

/** User import (docs/organisation.md "User import"): upload, and the sample file to start from. */
export async function importRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  // importUsers reads its multipart body with the one reader, by IMPORT_UPLOAD_RULES.
  await registerMultipart(app);

  // A multipart body: handle() leaves it to this handler's reader.
  handle(app, 'importUsers', async (_, request, reply) => {
    const scope = locationScopeOf(request);
    const refuse = (key: TMessageKey) =>
      sendError(request, reply, 422, 'validation', key, { fields: { file: [key] } });
    // Not multipart, a wrong name, two files: a 422 on `file`; past 2 MB: 413; a body cut off or
    // malformed: 400. All before anything is stored.
    const files = await readUploadsInMemory(app, request, IMPORT_UPLOAD_RULES).catch(
      (error: unknown) => {
        if (error instanceof ImportFileRefusal) return error;
        throw error;
      },
    );
    if (files instanceof ImportFileRefusal) return refuse(files.key);
    const [file] = files;
    if (!file) return refuse(IMPORT_MESSAGES.noFile);
    try {
      const summary = await importUsers({
        db: deps.db,
        actor: actorOf(request),
        scope,
        filename: file.name,
        content: file.content,
        language: requestLanguage(request),
        now: deps.clock(),
        mailer: { secret: deps.settings.sessionSecret, outbox: deps.mail },
      });
      return { data: summary };
    } catch (error) {
      if (!(error instanceof InvalidImportFile)) throw error;
      return refuse(INVALID_FILE_MESSAGES[error.reason]);
    }
  });

  // `:format` is csv or xlsx (another value is a path that does not exist: 404, handle()).
  handle(app, 'downloadImportSample', async ({ params: { format }, query }, request, reply) => {
    // The screen names its language (a download link carries the browser's Accept-Language).
    const language = query.language ?? requestLanguage(request);
    const content = await sampleFile(format, language);
    const filename = `${SAMPLE_NAMES[language].file}.${format}`;
    return sendFile(reply, { name: filename, contentType: SAMPLE_CONTENT_TYPES[format], content });
  });
}
