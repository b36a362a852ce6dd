import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ZEducationCreateSchema,
  ZEducationEditSchema,
  ZEducationListQuerySchema,
  ZEducationParamsSchema,
  ZMoveEducationSchema,
  type TEducationListResponse,
  type TEducationResponse,
  type TMemberListResponse,
} from '@cp/contracts';
import type { Db } from '../../db/client';
import {
  archiveEducation,
  createEducation,
  editEducation,
  moveEducation,
} from '../../domain/educations/educations';
import { getEducationDetail, listEducations } from '../../domain/educations/read-education';
import { listLocationMembers } from '../../domain/users/location-members';
import type { Publisher } from '../../realtime/publisher';
import { locationAccessOf } from '../access/access-check';
import { parse } from '../parse';
import { educationCallerOf } from './caller';

const BASE = '/locations/:location/educations';

/**
 * The dashboard API (docs/educations.md "Dashboard API"): list, create, read, edit, archive and
 * move educations, and the members of the location (to choose reviewers). Changes answer the
 * education as it is after the commit.
 */
export async function educationRoutes(
  app: FastifyInstance,
  deps: { db: Db; clock: () => Date; publisher: Publisher },
): Promise<void> {
  const { db, clock, publisher } = deps;

  const context = (request: FastifyRequest) => {
    const { location } = locationAccessOf(request);
    const { education } = parse(ZEducationParamsSchema, request.params);
    const caller = educationCallerOf(request);
    return { db, publisher, caller, location, locationId: location.id, educationId: education };
  };
  const answer = async (options: ReturnType<typeof context>): Promise<TEducationResponse> => ({
    data: await getEducationDetail(options),
  });

  app.get('/locations/:location/members', async (request): Promise<TMemberListResponse> => {
    const { location } = locationAccessOf(request);
    return { data: await listLocationMembers({ db, locationId: location.id }) };
  });

  app.get(BASE, async (request): Promise<TEducationListResponse> => {
    const { location } = locationAccessOf(request);
    const query = parse(ZEducationListQuerySchema, request.query);
    const caller = educationCallerOf(request);
    return {
      data: await listEducations({
        db,
        caller,
        locationId: location.id,
        educationParentId: query.education_parent,
      }),
    };
  });

  app.post(BASE, async (request, reply): Promise<TEducationResponse> => {
    const { location } = locationAccessOf(request);
    const caller = educationCallerOf(request);
    const input = parse(ZEducationCreateSchema, request.body);
    const educationId = await createEducation({
      db,
      publisher,
      caller,
      location,
      input,
      now: clock(),
    });
    reply.code(201);
    return {
      data: await getEducationDetail({ db, caller, locationId: location.id, educationId }),
    };
  });

  app.get(`${BASE}/:education`, async (request) => answer(context(request)));

  app.put(`${BASE}/:education`, async (request) => {
    const options = context(request);
    const input = parse(ZEducationEditSchema, request.body);
    await editEducation({ ...options, input, now: clock() });
    return answer(options);
  });

  app.delete(`${BASE}/:education`, async (request) => {
    await archiveEducation({ ...context(request), now: clock() });
    return { data: null };
  });

  app.put(`${BASE}/:education/move`, async (request) => {
    const options = context(request);
    const input = parse(ZMoveEducationSchema, request.body);
    await moveEducation({ ...options, input, now: clock() });
    return answer(options);
  });
}
