import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  PLAN_LIMITS,
  PLAN_MESSAGES,
  ZIdSchema,
  ZPlanMaterialFileFieldsSchema,
  ZPlanMaterialLinkInputSchema,
  ZPlanUrlSchema,
} from '@cp/contracts';
import { requireEducation } from '../../domain/educations/scope';
import { invalidField } from '../../domain/errors';
import { allowedContentType, attachmentHeader, cleanFileName } from '../../domain/notes/files';
import {
  addMaterial,
  deleteMaterial,
  getMaterialFile,
  updateMaterial,
  type MaterialUpload,
} from '../../domain/plan/materials';
import { ApiError } from '../api-error';
import { educationRequest, type EducationRouteDeps } from '../educations/caller';
import { parse } from '../parse';
import { PLAN_BASE } from './routes';

const ZIdParamsSchema = z.object({ id: ZIdSchema });
const ZMaterialUpdateSchema = z.object({
  title: ZPlanMaterialLinkInputSchema.shape.title,
  url: ZPlanUrlSchema.optional(),
});

const tooLarge = () => new ApiError(413, 'payload_too_large', PLAN_MESSAGES.fileTooLarge);

/**
 * Reads a material form (fields `kind`, `title` and one `file`), checking the file while it
 * streams: the parser stops past 10 MB (413, nothing stored), and the type is checked by name
 * and content like note files. The access check has run before the body is read.
 */
async function readMaterialForm(app: FastifyInstance, request: FastifyRequest) {
  const fields: Record<string, string> = {};
  let file: MaterialUpload | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const upload: MultipartFile = part;
        const content = await upload.toBuffer();
        // A form's empty file input sends a nameless, empty part (some clients leave out the
        // filename altogether, so it is undefined despite its type): no file was chosen.
        const filename = (upload.filename as string | undefined) ?? '';
        if (upload.fieldname !== 'file' || (filename === '' && content.length === 0)) continue;
        const name = cleanFileName(filename);
        file = { name, contentType: allowedContentType(name, content, 'file'), content };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof app.multipartErrors.RequestFileTooLargeError) throw tooLarge();
    // A material holds one file; the parser stops at the second (limits.files).
    if (error instanceof app.multipartErrors.FilesLimitError) {
      throw invalidField('file', PLAN_MESSAGES.oneFile);
    }
    throw error;
  }
  const input = parse(ZPlanMaterialFileFieldsSchema, fields);
  if (!file) throw invalidField('file', PLAN_MESSAGES.fileRequired);
  return { ...input, file };
}

/** Materials and data files of a planned cluster: add (link or file), rename, delete, download. */
export async function planMaterialRoutes(
  app: FastifyInstance,
  deps: EducationRouteDeps,
): Promise<void> {
  // Only this plugin's routes read these multipart bodies: one file of at most 10 MB.
  await app.register(multipart, {
    limits: {
      fileSize: PLAN_LIMITS.maxFileBytes,
      files: 1,
      fields: 5,
      fieldSize: 4 * 1024,
      parts: 6,
      headerPairs: 100,
    },
  });

  app.post(`${PLAN_BASE}/clusters/:id/materials`, async (request, reply) => {
    const plannedClusterId = parse(ZIdParamsSchema, request.params).id;
    const options = educationRequest(request, deps);
    let input;
    if (request.isMultipart()) {
      // Before reading up to 10 MB: the education must exist here (404 otherwise).
      await requireEducation(options);
      input = await readMaterialForm(app, request);
    } else {
      input = parse(ZPlanMaterialLinkInputSchema, request.body);
    }
    const data = await addMaterial({ ...options, plannedClusterId, input });
    reply.code(201);
    return { data };
  });

  app.put(`${PLAN_BASE}/materials/:id`, async (request) => {
    const id = parse(ZIdParamsSchema, request.params).id;
    const options = educationRequest(request, deps);
    const input = parse(ZMaterialUpdateSchema, request.body);
    return { data: await updateMaterial({ ...options, id, input }) };
  });

  app.delete(`${PLAN_BASE}/materials/:id`, async (request) => {
    const id = parse(ZIdParamsSchema, request.params).id;
    await deleteMaterial({ ...educationRequest(request, deps), id });
    return { data: null };
  });

  app.get(`${PLAN_BASE}/materials/:id/file`, async (request, reply) => {
    const id = parse(ZIdParamsSchema, request.params).id;
    const { db, locationId, educationId } = educationRequest(request, deps);
    const file = await getMaterialFile({ db, locationId, educationId, id });
    return reply
      .type(file.contentType)
      .header('Content-Disposition', attachmentHeader(file.name))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'private, no-store')
      .send(file.content);
  });
}
