import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { createFaculty } from '../../domain/faculties/create-faculty';
import { deleteFaculty } from '../../domain/faculties/delete-faculty';
import { getFaculty } from '../../domain/faculties/get-faculty';
import { listFaculties } from '../../domain/faculties/list-faculties';
import { renameFaculty } from '../../domain/faculties/rename-faculty';
import { locationScopeOf } from '../access/access-check';
import { handle } from '../endpoint';

/** `locations/:location/faculties[/:faculty]`: members read, admins change (docs/permissions.md). */
export async function facultyRoutes(
  app: FastifyInstance,
  deps: { db: Db; clock: () => Date },
): Promise<void> {
  const { db, clock } = deps;

  handle(app, 'listFaculties', async (_, request) => {
    const scope = locationScopeOf(request);
    return { data: await listFaculties({ db, scope }) };
  });

  handle(app, 'getFaculty', async ({ params }, request) => {
    const scope = locationScopeOf(request);
    return { data: await getFaculty({ db, scope, facultyId: params.faculty }) };
  });

  handle(app, 'createFaculty', async ({ body }, request) => {
    const scope = locationScopeOf(request);
    return {
      data: await createFaculty({ db, scope, input: body, now: clock() }),
    };
  });

  handle(app, 'renameFaculty', async ({ params, body }, request) => {
    const scope = locationScopeOf(request);
    const facultyId = params.faculty;
    return {
      data: await renameFaculty({
        db,
        scope,
        facultyId,
        input: body,
        now: clock(),
      }),
    };
  });

  // An empty faculty only: one with education parents answers 409 (docs/organisation.md).
  handle(app, 'deleteFaculty', async ({ params }, request) => {
    const scope = locationScopeOf(request);
    await deleteFaculty({ db, scope, facultyId: params.faculty });
    return { data: null };
  });
}
