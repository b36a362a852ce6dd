import type { FastifyInstance } from 'fastify';
import {
  ZEducationCreateSchema,
  ZEducationEditSchema,
  ZEducationListQuerySchema,
  ZMoveEducationSchema,
  type TEducationListResponse,
  type TMemberListResponse,
  type TEducationResponse,
} from '@cp/contracts';
import {
  archiveEducation,
  createEducation,
  editEducation,
  moveEducation,
} from '../../domain/educations/educations';
import { listEducations } from '../../domain/educations/read-education';
import { listLocationMembers } from '../../domain/users/location-members';
import { locationAccessOf } from '../access/access-check';
import { parse } from '../parse';
import {
  educationAnswer,
  educationCallerOf,
  educationRequest,
  type EducationRouteDeps,
} from './caller';

const BASE = '/locations/:location/educations';

/**
 * The dashboard API (docs/educations.md "Dashboard API"): list, create, read, edit, archive and
 * move educations, and the members of the location (to choose reviewers). Changes answer the
 * education as it is after the commit.
 */
export async function educationRoutes(
  app: FastifyInstance,
  deps: EducationRouteDeps,
): Promise<void> {
  const { db, clock, publisher } = deps;

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
    return educationAnswer({ db, caller, locationId: location.id, educationId });
  });

  app.get(`${BASE}/:education`, async (request) =>
    educationAnswer(educationRequest(request, deps)),
  );

  app.put(`${BASE}/:education`, async (request) => {
    const options = educationRequest(request, deps);
    const input = parse(ZEducationEditSchema, request.body);
    await editEducation({ ...options, input });
    return educationAnswer(options);
  });

  app.delete(`${BASE}/:education`, async (request) => {
    await archiveEducation(educationRequest(request, deps));
    return { data: null };
  });

  app.put(`${BASE}/:education/move`, async (request) => {
    const options = educationRequest(request, deps);
    const input = parse(ZMoveEducationSchema, request.body);
    await moveEducation({ ...options, input });
    return educationAnswer(options);
  });
}
