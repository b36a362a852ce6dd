import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  PLAN_LIMITS,
  PLAN_MESSAGES,
  ZPlanMaterialFileFieldsSchema,
  ZPlanMaterialLinkInputSchema,
} from '@cp/contracts';
import { DomainError, invalidField } from '../../domain/errors';
import { checkFileType, refuseFileType } from '../../domain/notes/files';
import { addMaterial } from '../../domain/plan/add-material';
import { checkMaterialTarget } from '../../domain/plan/check-material-target';
import { deleteMaterial } from '../../domain/plan/delete-material';
import { getMaterialFile } from '../../domain/plan/get-material-file';
import { updateMaterial } from '../../domain/plan/update-material';
import { educationRequest, type EducationRouteDeps } from '../educations/caller';
import { handle } from '../endpoint';
import { parse } from '../parse';
import { sendFile } from '../downloads/send-file';
import { registerMultipart, type UploadRules } from '../uploads/multipart-reader';
import { withUploadForm } from '../uploads/read-upload-form';
import { requestTooLarge, UPLOAD_LIMITS } from '../uploads/upload-limits';

/** What a material's form takes: one `file` of at most 10 MB, of the note file types. */
const materialUploadRules = (onField: UploadRules['onField']): UploadRules => ({
  fileField: 'file',
  // A material holds one file; the parser stops at the second.
  maxFiles: 1,
  maxFileBytes: PLAN_LIMITS.maxFileBytes,
  maxRequestBytes: UPLOAD_LIMITS.maxRequestFileBytes,
  maxFields: 5,
  maxFieldBytes: 4 * 1024,
  checkType: (name) => checkFileType(name, 'file'),
  refusals: {
    // Not reached: a body that is not multipart is a link (addPlanMaterial).
    notMultipart: () => new DomainError('unsupported_media_type', 'uploads.fileNotMultipart'),
    requestTooLarge,
    fileTooLarge: () => new DomainError('payload_too_large', PLAN_MESSAGES.fileTooLarge),
    tooManyFiles: () => invalidField('file', PLAN_MESSAGES.oneFile),
    wrongType: () => refuseFileType('file'),
  },
  onField,
});

/**
 * Adds a material from its form (fields `kind`, `title` and one `file`): the file streams into
 * the file store while it arrives (the parser stops past 10 MB: 413), its type is checked by
 * name and first bytes like note files, and addMaterial links it in the material's transaction.
 * A refusal anywhere removes the received file again. The access check has run before the body
 * is read.
 */
async function addMaterialFromForm(
  app: FastifyInstance,
  request: FastifyRequest,
  options: ReturnType<typeof educationRequest>,
  plannedClusterId: number,
) {
  const fields: Record<string, string> = {};
  return withUploadForm(
    app,
    request,
    {
      db: options.db,
      now: options.now,
      rules: materialUploadRules((field) => {
        if (typeof field.value === 'string') fields[field.fieldname] = field.value;
      }),
    },
    async ([file]) => {
      const input = parse(ZPlanMaterialFileFieldsSchema, fields);
      if (!file) throw invalidField('file', PLAN_MESSAGES.fileRequired);
      return addMaterial({ ...options, plannedClusterId, input: { ...input, file } });
    },
  );
}

/** Materials and data files of a planned cluster: add (link or file), rename, delete, download. */
export async function planMaterialRoutes(
  app: FastifyInstance,
  deps: EducationRouteDeps,
): Promise<void> {
  // addPlanMaterial reads a file's multipart body with the one reader, by materialUploadRules.
  await registerMultipart(app);

  // A file comes as multipart (read by addMaterialFromForm), a link as JSON: the registry holds
  // the multipart body, so the link's body is parsed here, after the parameters as before.
  handle(app, 'addPlanMaterial', async ({ params }, request) => {
    const plannedClusterId = params.id;
    const options = educationRequest(request, deps);
    if (request.isMultipart()) {
      // Before reading up to 10 MB: the education must exist here (404 otherwise).
      await checkMaterialTarget(options);
      return { data: await addMaterialFromForm(app, request, options, plannedClusterId) };
    }
    const input = parse(ZPlanMaterialLinkInputSchema, request.body);
    return { data: await addMaterial({ ...options, plannedClusterId, input }) };
  });

  handle(app, 'updatePlanMaterial', async ({ params, body }, request) => {
    const options = educationRequest(request, deps);
    return { data: await updateMaterial({ ...options, id: params.id, input: body }) };
  });

  handle(app, 'deletePlanMaterial', async ({ params }, request) => {
    await deleteMaterial({ ...educationRequest(request, deps), id: params.id });
    return { data: null };
  });

  handle(app, 'downloadPlanMaterialFile', async ({ params }, request, reply) => {
    const { db, scope, educationId } = educationRequest(request, deps);
    const file = await getMaterialFile({ db, scope, educationId, id: params.id });
    return sendFile(reply, {
      name: file.name,
      contentType: file.contentType,
      content: file.stream,
      size: file.size,
    });
  });
}
