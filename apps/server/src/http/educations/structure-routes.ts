import type { FastifyInstance } from 'fastify';
import {
  ZCopyYearSchema,
  ZDuplicateEducationSchema,
  ZEducationYearParamsSchema,
  ZStructureInputSchema,
  type TCopyYearResponse,
  type TEducationResponse,
  type TYearContentStateListResponse,
} from '@cp/contracts';
import { copyYear, listYearContentStates } from '../../domain/educations/copy-year';
import { duplicateEducation } from '../../domain/educations/duplicate';
import { updateStructure } from '../../domain/educations/structure';
import { parse } from '../parse';
import { educationAnswer, educationRequest, type EducationRouteDeps } from './caller';

const BASE = '/locations/:location/educations/:education';

/** Years, periods and weeks of an education; duplicating; copying a year (docs/educations.md). */
export async function educationStructureRoutes(
  app: FastifyInstance,
  deps: EducationRouteDeps,
): Promise<void> {
  app.put(`${BASE}/structure`, async (request): Promise<TEducationResponse> => {
    const options = educationRequest(request, deps);
    const input = parse(ZStructureInputSchema, request.body);
    await updateStructure({ ...options, input });
    return educationAnswer(options);
  });

  app.post(`${BASE}/duplicate`, async (request, reply): Promise<TEducationResponse> => {
    const options = educationRequest(request, deps);
    const input = parse(ZDuplicateEducationSchema, request.body);
    const copyId = await duplicateEducation({ ...options, input });
    reply.code(201);
    return educationAnswer({ ...options, educationId: copyId });
  });

  /** The years with whether each holds content (the copy dialog offers only empty ones). */
  app.get(`${BASE}/years`, async (request): Promise<TYearContentStateListResponse> => {
    const { db, locationId, educationId } = educationRequest(request, deps);
    return { data: await listYearContentStates({ db, locationId, educationId }) };
  });

  /** Answers the target education, the one that changed, and what came along. */
  app.post(`${BASE}/years/:year/copy`, async (request): Promise<TCopyYearResponse> => {
    const options = educationRequest(request, deps);
    const { year } = parse(ZEducationYearParamsSchema, request.params);
    const input = parse(ZCopyYearSchema, request.body);
    const copied = await copyYear({ ...options, yearId: year, input });
    const answer = await educationAnswer({ ...options, educationId: input.target_education_id });
    return { ...answer, copied };
  });
}
