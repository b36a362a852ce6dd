import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TFrameworkPreview } from '@cp/contracts';
import { importFrameworks } from '../../domain/frameworks/import-frameworks';
import { exportEducationCase } from '../../domain/frameworks/export-education-case';
import { exportFrameworkCase } from '../../domain/frameworks/export-framework-case';
import {
  FRAMEWORK_SAMPLE_NAMES,
  frameworkSheetSample,
} from '../../domain/frameworks/framework-sheet-sample';
import { SAMPLE_CONTENT_TYPES } from '../../domain/imports/sample-file';
import { getFramework } from '../../domain/frameworks/get-framework';
import { startDesignFromFramework } from '../../domain/frameworks/start-design-from-framework';
import { educationRequest, type EducationRouteDeps } from '../educations/caller';
import { listFrameworks } from '../../domain/frameworks/list-frameworks';
import { searchFrameworkItems } from '../../domain/frameworks/search-framework-items';
import {
  previewFrameworkImport,
  type TFrameworkImportPreview,
} from '../../domain/frameworks/preview-framework-import';
import type { TFrameworkOwner } from '../../domain/frameworks/store-framework';
import { locationAccessOf, locationScopeOf } from '../access/access-check';
import { sendFile } from '../downloads/send-file';
import { requestLanguage } from '../language';
import { handle } from '../endpoint';
import { actorOf } from '../session-guard';
import { registerMultipart } from '../uploads/multipart-reader';
import { readFrameworkImportForm } from './read-import-form';

type Deps = EducationRouteDeps;

/** The preview as the API answers it (snake_case, docs/api.md "One casing"). */
function previewAnswer(preview: TFrameworkImportPreview): TFrameworkPreview {
  return {
    frameworks: preview.frameworks.map(({ framework, chosen, counts, stored, changes }) => ({
      source_key: framework.sourceKey,
      code: framework.code,
      title: framework.title,
      version: framework.version,
      levels: framework.levels,
      licence: framework.licence,
      attribution: framework.attribution,
      chosen,
      counts,
      stored,
      changes,
    })),
    notes: preview.notes,
    digest: preview.digest,
  };
}

/**
 * Framework imports and lists (docs/frameworks.md "Import API"): national ones by the platform
 * administrator, a location's own by its administrator.
 */
export async function frameworkRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  await registerMultipart(app);
  const { db } = deps;

  const preview = async (request: FastifyRequest, owner: TFrameworkOwner) => {
    const { fields, read } = await readFrameworkImportForm(app, request);
    const answer = await previewFrameworkImport(db, {
      owner,
      read,
      chosen: fields.chosen,
      release: fields.release,
    });
    return { data: previewAnswer(answer) };
  };
  const apply = async (request: FastifyRequest, owner: TFrameworkOwner) => {
    const { fields, read } = await readFrameworkImportForm(app, request);
    const frameworks = await importFrameworks(deps, {
      owner,
      read,
      chosen: fields.chosen,
      release: fields.release,
      digest: fields.digest,
      userId: actorOf(request).userId,
    });
    return { data: { frameworks } };
  };
  const national = { locationId: null };
  const own = (request: FastifyRequest) => ({ locationId: locationScopeOf(request).locationId });

  handle(app, 'previewNationalFrameworkImport', (_, request) => preview(request, national));
  handle(app, 'importNationalFrameworks', (_, request) => apply(request, national));
  handle(app, 'previewFrameworkImport', (_, request) => preview(request, own(request)));
  handle(app, 'importFrameworks', (_, request) => apply(request, own(request)));
  handle(app, 'listNationalFrameworks', async () => ({ data: await listFrameworks(db, null) }));
  handle(app, 'listFrameworks', async (_, request) => ({
    data: await listFrameworks(db, locationScopeOf(request).locationId),
  }));
  handle(app, 'getFramework', async ({ params }, request) => ({
    data: await getFramework(db, locationScopeOf(request).locationId, params.framework),
  }));
  const sendJson = (reply: FastifyReply, file: { fileName: string; content: unknown }) =>
    sendFile(reply, {
      name: file.fileName,
      contentType: 'application/json',
      content: Buffer.from(JSON.stringify(file.content, null, 2)),
    });
  handle(app, 'exportFrameworkCase', async ({ params }, request, reply) =>
    sendJson(
      reply,
      await exportFrameworkCase(db, locationScopeOf(request).locationId, params.framework),
    ),
  );
  handle(app, 'exportEducationCase', async ({ params }, request, reply) => {
    const { location, scope } = locationAccessOf(request);
    const file = await exportEducationCase({
      db,
      scope,
      educationId: params.education,
      language: requestLanguage(request),
      creator: location.title,
    });
    return sendJson(reply, file);
  });
  // `:format` is csv or xlsx (another value is a path that does not exist: 404, handle()).
  handle(app, 'downloadFrameworkSample', async ({ params: { format }, query }, request, reply) => {
    const language = query.language ?? requestLanguage(request);
    return sendFile(reply, {
      name: `${FRAMEWORK_SAMPLE_NAMES[language].file}.${format}`,
      contentType: SAMPLE_CONTENT_TYPES[format],
      content: await frameworkSheetSample(format, language),
    });
  });
  handle(app, 'startDesignFromFramework', async ({ body }, request) => ({
    data: await startDesignFromFramework({ ...educationRequest(request, deps), input: body }),
  }));
  handle(app, 'searchFrameworkItems', async ({ query }, request) => ({
    data: await searchFrameworkItems(db, locationScopeOf(request).locationId, query),
  }));
}
