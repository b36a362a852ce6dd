import type { FastifyInstance } from 'fastify';
import {
  ZCopyYearSchema,
  ZDuplicateEducationSchema,
  ZEducationParamsSchema,
  ZEducationYearParamsSchema,
  ZStructureInputSchema,
  type TEducationResponse,
} from '@cp/contracts';
import type { Db } from '../../db/client';
import { copyYear } from '../../domain/educations/copy-year';
import { duplicateEducation } from '../../domain/educations/duplicate';
import { getEducationDetail } from '../../domain/educations/read-education';
import { updateStructure } from '../../domain/educations/structure';
import type { Publisher } from '../../realtime/publisher';
import { locationAccessOf } from '../access/access-check';
import { parse } from '../parse';
import { educationCallerOf } from './caller';

const BASE = '/locations/:location/educations/:education';

/** Years, periods and weeks of an education; duplicating; copying a year (docs/educations.md). */
export async function educationStructureRoutes(
  app: FastifyInstance,
  deps: { db: Db; clock: () => Date; publisher: Publisher },
): Promise<void> {
  const { db, clock, publisher } = deps;

  app.put(`${BASE}/structure`, async (request): Promise<TEducationResponse> => {
    const { location } = locationAccessOf(request);
    const { education } = parse(ZEducationParamsSchema, request.params);
    const input = parse(ZStructureInputSchema, request.body);
    const caller = educationCallerOf(request);
    const options = { db, caller, locationId: location.id, educationId: education };
    await updateStructure({ ...options, publisher, now: clock(), input });
    return { data: await getEducationDetail(options) };
  });

  app.post(`${BASE}/duplicate`, async (request, reply): Promise<TEducationResponse> => {
    const { location } = locationAccessOf(request);
    const { education } = parse(ZEducationParamsSchema, request.params);
    const input = parse(ZDuplicateEducationSchema, request.body);
    const caller = educationCallerOf(request);
    const copyId = await duplicateEducation({
      db,
      publisher,
      caller,
      locationId: location.id,
      educationId: education,
      now: clock(),
      input,
    });
    reply.code(201);
    return {
      data: await getEducationDetail({ db, caller, locationId: location.id, educationId: copyId }),
    };
  });

  /** Answers the target education, the one that changed. */
  app.post(`${BASE}/years/:year/copy`, async (request): Promise<TEducationResponse> => {
    const { location } = locationAccessOf(request);
    const { education, year } = parse(ZEducationYearParamsSchema, request.params);
    const input = parse(ZCopyYearSchema, request.body);
    const caller = educationCallerOf(request);
    await copyYear({
      db,
      publisher,
      caller,
      locationId: location.id,
      educationId: education,
      yearId: year,
      now: clock(),
      input,
    });
    return {
      data: await getEducationDetail({
        db,
        caller,
        locationId: location.id,
        educationId: input.target_education_id,
      }),
    };
  });
}
