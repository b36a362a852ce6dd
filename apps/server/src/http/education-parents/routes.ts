import type { FastifyInstance } from 'fastify';
import {
  ZEducationParentInputSchema,
  ZEducationParentParamsSchema,
  ZFacultyParamsSchema,
  type TEducationParentListResponse,
  type TEducationParentResponse,
} from '@cp/contracts';
import type { Db } from '../../db/client';
import {
  createEducationParent,
  deleteEducationParent,
  getEducationParent,
  listEducationParents,
  renameEducationParent,
} from '../../domain/education-parents/education-parents';
import { locationAccessOf } from '../access/access-check';
import { parse } from '../parse';

const BASE = '/locations/:location/faculties/:faculty/educationParents';

/** SPEC §7 `.../educationParents[/:id]`: members read, admins change (docs/permissions.md). */
export async function educationParentRoutes(
  app: FastifyInstance,
  deps: { db: Db; clock: () => Date },
): Promise<void> {
  const { db, clock } = deps;

  app.get(BASE, async (request): Promise<TEducationParentListResponse> => {
    const { location } = locationAccessOf(request);
    const { faculty: facultyId } = parse(ZFacultyParamsSchema, request.params);
    return { data: await listEducationParents({ db, locationId: location.id, facultyId }) };
  });

  app.get(`${BASE}/:id`, async (request): Promise<TEducationParentResponse> => {
    const { location } = locationAccessOf(request);
    const { faculty: facultyId, id } = parse(ZEducationParentParamsSchema, request.params);
    return { data: await getEducationParent({ db, locationId: location.id, facultyId, id }) };
  });

  app.post(BASE, async (request, reply): Promise<TEducationParentResponse> => {
    const { location } = locationAccessOf(request);
    const { faculty: facultyId } = parse(ZFacultyParamsSchema, request.params);
    const input = parse(ZEducationParentInputSchema, request.body);
    const parent = await createEducationParent({
      db,
      locationId: location.id,
      facultyId,
      input,
      now: clock(),
    });
    reply.code(201);
    return { data: parent };
  });

  app.put(`${BASE}/:id`, async (request): Promise<TEducationParentResponse> => {
    const { location } = locationAccessOf(request);
    const { faculty: facultyId, id } = parse(ZEducationParentParamsSchema, request.params);
    const input = parse(ZEducationParentInputSchema, request.body);
    return {
      data: await renameEducationParent({
        db,
        locationId: location.id,
        facultyId,
        id,
        input,
        now: clock(),
      }),
    };
  });

  app.delete(`${BASE}/:id`, async (request) => {
    const { location } = locationAccessOf(request);
    const { faculty: facultyId, id } = parse(ZEducationParentParamsSchema, request.params);
    await deleteEducationParent({ db, locationId: location.id, facultyId, id });
    return { data: null };
  });
}
