import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { createEducationParent } from '../../domain/education-parents/create-education-parent';
import { deleteEducationParent } from '../../domain/education-parents/delete-education-parent';
import { getEducationParent } from '../../domain/education-parents/get-education-parent';
import { listEducationParents } from '../../domain/education-parents/list-education-parents';
import { renameEducationParent } from '../../domain/education-parents/rename-education-parent';
import { locationScopeOf } from '../access/access-check';
import { handle } from '../endpoint';

/** `.../educationParents[/:id]`: members read, admins change (docs/permissions.md). */
export async function educationParentRoutes(
  app: FastifyInstance,
  deps: { db: Db; clock: () => Date },
): Promise<void> {
  const { db, clock } = deps;

  handle(app, 'listEducationParents', async ({ params }, request) => {
    const scope = locationScopeOf(request);
    return {
      data: await listEducationParents({ db, scope, facultyId: params.faculty }),
    };
  });

  handle(app, 'getEducationParent', async ({ params }, request) => {
    const scope = locationScopeOf(request);
    const { faculty: facultyId, id } = params;
    return { data: await getEducationParent({ db, scope, facultyId, id }) };
  });

  handle(app, 'createEducationParent', async ({ params, body }, request) => {
    const scope = locationScopeOf(request);
    const parent = await createEducationParent({
      db,
      scope,
      facultyId: params.faculty,
      input: body,
      now: clock(),
    });
    return { data: parent };
  });

  handle(app, 'renameEducationParent', async ({ params, body }, request) => {
    const scope = locationScopeOf(request);
    const { faculty: facultyId, id } = params;
    return {
      data: await renameEducationParent({
        db,
        scope,
        facultyId,
        id,
        input: body,
        now: clock(),
      }),
    };
  });

  // An empty parent only: one that holds educations (archived too) answers 409.
  handle(app, 'deleteEducationParent', async ({ params }, request) => {
    const scope = locationScopeOf(request);
    const { faculty: facultyId, id } = params;
    await deleteEducationParent({ db, scope, facultyId, id });
    return { data: null };
  });
}
