import type { FastifyInstance } from 'fastify';
import {
  ZFacultyInputSchema,
  ZFacultyParamsSchema,
  type TFacultyListResponse,
  type TFacultyResponse,
} from '@cp/contracts';
import type { Db } from '../../db/client';
import {
  createFaculty,
  deleteFaculty,
  listFaculties,
  renameFaculty,
} from '../../domain/faculties/faculties';
import { locationAccessOf } from '../access/access-check';
import { parse } from '../parse';

/** `locations/:location/faculties[/:faculty]`: members read, admins change (docs/permissions.md). */
export async function facultyRoutes(
  app: FastifyInstance,
  deps: { db: Db; clock: () => Date },
): Promise<void> {
  const { db, clock } = deps;

  app.get('/locations/:location/faculties', async (request): Promise<TFacultyListResponse> => {
    const { location } = locationAccessOf(request);
    return { data: await listFaculties({ db, locationId: location.id }) };
  });

  app.post('/locations/:location/faculties', async (request, reply): Promise<TFacultyResponse> => {
    const { location } = locationAccessOf(request);
    const input = parse(ZFacultyInputSchema, request.body);
    reply.code(201);
    return { data: await createFaculty({ db, locationId: location.id, input, now: clock() }) };
  });

  app.put('/locations/:location/faculties/:faculty', async (request): Promise<TFacultyResponse> => {
    const { location } = locationAccessOf(request);
    const { faculty: facultyId } = parse(ZFacultyParamsSchema, request.params);
    const input = parse(ZFacultyInputSchema, request.body);
    return {
      data: await renameFaculty({ db, locationId: location.id, facultyId, input, now: clock() }),
    };
  });

  // An empty faculty only: one with education parents answers 409 (docs/organisation.md).
  app.delete('/locations/:location/faculties/:faculty', async (request) => {
    const { location } = locationAccessOf(request);
    const { faculty: facultyId } = parse(ZFacultyParamsSchema, request.params);
    await deleteFaculty({ db, locationId: location.id, facultyId });
    return { data: null };
  });
}
