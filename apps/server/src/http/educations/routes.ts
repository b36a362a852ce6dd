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
import {
  listLocationEducations,
  readParentListWithAccess,
} from '../../domain/educations/read-education';
import { listLocationMembers } from '../../domain/users/location-members';
import {
  admitDeferred,
  admitWithOwnQuery,
  deferredAccessOf,
  locationAccessOf,
} from '../access/access-check';
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

  // The dashboard's list: the access check rides in the list's statement (accessInQuery).
  app.get(BASE, { config: { accessInQuery: true } }, async (request, reply) => {
    const asked = ZEducationListQuerySchema.safeParse(request.query);
    const parentId = asked.success ? asked.data.education_parent : undefined;
    if (parentId === undefined) {
      // The pickers' whole-location list, or a malformed query (403 still comes before 422).
      if (!(await admitWithOwnQuery(request, reply, db))) return reply;
      // A malformed query string is a 422 now that access is decided.
      parse(ZEducationListQuerySchema, request.query);
      const { location } = locationAccessOf(request);
      const data = await listLocationEducations({
        db,
        caller: educationCallerOf(request),
        locationId: location.id,
      });
      return { data } satisfies TEducationListResponse;
    }
    const read = await readParentListWithAccess({
      db,
      asked: deferredAccessOf(request),
      educationParentId: parentId,
    });
    if (!admitDeferred(request, reply, read.access)) return reply;
    return { data: read.summaries(educationCallerOf(request)) } satisfies TEducationListResponse;
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
