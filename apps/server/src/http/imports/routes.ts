import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { IMPORT_MAX_BYTES, IMPORT_MESSAGES } from '@cp/contracts';
import type { Db } from '../../db/client';
import type { AuthSettings } from '../../domain/auth/settings';
import { importUsers } from '../../domain/imports/import-users';
import { InvalidImportFile } from '../../domain/imports/read-import-file';
import { SAMPLE_CONTENT_TYPES, SAMPLE_NAMES, sampleFile } from '../../domain/imports/sample-file';
import type { MailOutbox } from '../../domain/mail/mail-jobs';
import { locationAccessOf } from '../access/access-check';
import { sendError } from '../api-error';
import { handle } from '../endpoint';
import { requestLanguage } from '../language';
import { multipartFailure } from '../uploads/multipart-errors';
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

/** User import (SPEC §2 /importeren): upload, and the sample file to start from. */
export async function importRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  // Only this plugin reads multipart bodies: one file of at most 2 MB (larger -> 413).
  await app.register(multipart, {
    limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 5, parts: 6 },
  });

  // A multipart body: handle() leaves it to this handler's reader.
  handle(app, 'importUsers', async (_, request, reply) => {
    const { location } = locationAccessOf(request);
    if (!request.isMultipart()) {
      return sendError(reply, 422, 'validation', IMPORT_MESSAGES.noFile, {
        file: [IMPORT_MESSAGES.noFile],
      });
    }
    // A body cut off or malformed is a 400 (multipartFailure), before anything is stored.
    const file = await request.file().catch((error: unknown) => {
      throw multipartFailure(app, error);
    });
    if (!file) {
      return sendError(reply, 422, 'validation', IMPORT_MESSAGES.noFile, {
        file: [IMPORT_MESSAGES.noFile],
      });
    }
    // Throws a 413 (RequestFileTooLargeError) past the limit, before anything is stored. The
    // file is at most 2 MB and the reader needs it whole (xlsx is a zip), so it is held in memory.
    const content = await file.toBuffer().catch((error: unknown) => {
      throw multipartFailure(app, error);
    });
    try {
      const summary = await importUsers({
        db: deps.db,
        actor: actorOf(request),
        locationId: location.id,
        filename: file.filename,
        content,
        language: requestLanguage(request),
        now: deps.clock(),
        mailer: { secret: deps.settings.sessionSecret, outbox: deps.mail },
      });
      return { data: summary };
    } catch (error) {
      if (!(error instanceof InvalidImportFile)) throw error;
      const message = INVALID_FILE_MESSAGES[error.reason];
      return sendError(reply, 422, 'validation', message, { file: [message] });
    }
  });

  // `:format` is csv or xlsx (a 422 otherwise, from the params schema).
  handle(app, 'downloadImportSample', async ({ params: { format }, query }, request, reply) => {
    // The screen names its language (a download link carries the browser's Accept-Language).
    const language = query.language ?? requestLanguage(request);
    const content = await sampleFile(format, language);
    const filename = `${SAMPLE_NAMES[language].file}.${format}`;
    return reply
      .type(SAMPLE_CONTENT_TYPES[format])
      .header('Content-Disposition', `attachment; filename="${filename}"`)
      .header('Cache-Control', 'no-store')
      .send(content);
  });
}
