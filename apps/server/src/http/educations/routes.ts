import type { FastifyInstance } from 'fastify';
import { archiveEducation } from '../../domain/educations/archive-education';
import { createEducation } from '../../domain/educations/create-education';
import { editEducation } from '../../domain/educations/edit-education';
import { moveEducation } from '../../domain/educations/move-education';
import { listLocationEducations } from '../../domain/educations/list-location-educations';
import { readParentListWithAccess } from '../../domain/educations/read-parent-list';
import { listLocationMembers } from '../../domain/users/location-members';
import {
  admitDeferred,
  admitWithOwnQuery,
  deferredAccessOf,
  locationAccessOf,
  locationScopeOf,
} from '../access/access-check';
import { handle } from '../endpoint';
import {
  educationAnswer,
  educationCallerOf,
  educationRequest,
  type EducationRouteDeps,
} from './caller';

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

  handle(app, 'listLocationMembers', async (_, request) => {
    return { data: await listLocationMembers({ db, scope: locationScopeOf(request) }) };
  });

  // The dashboard's list: the access check rides in the list's statement (accessInQuery); a
  // malformed query is refused once the caller is admitted (http/endpoint.ts).
  handle(
    app,
    'listEducations',
    async ({ query }, request, reply) => {
      const parentId = query.education_parent;
      if (parentId === undefined) {
        // The pickers' whole-location list (or a malformed query, refused on admission).
        if (!(await admitWithOwnQuery(request, reply, db))) return reply;
        const data = await listLocationEducations({
          db,
          caller: educationCallerOf(request),
          scope: locationScopeOf(request),
        });
        return { data };
      }
      const read = await readParentListWithAccess({
        db,
        asked: deferredAccessOf(request),
        educationParentId: parentId,
      });
      if (!admitDeferred(request, reply, read.access)) return reply;
      return { data: read.summaries(educationCallerOf(request)) };
    },
    { config: { accessInQuery: true } },
  );

  handle(app, 'createEducation', async ({ body }, request) => {
    const { location, scope } = locationAccessOf(request);
    const caller = educationCallerOf(request);
    const educationId = await createEducation({
      db,
      publisher,
      caller,
      scope,
      location,
      input: body,
      now: clock(),
    });
    return educationAnswer({ db, caller, scope, educationId });
  });

  handle(app, 'getEducation', async (_, request) =>
    educationAnswer(educationRequest(request, deps)),
  );

  handle(app, 'updateEducation', async ({ body }, request) => {
    const options = educationRequest(request, deps);
    await editEducation({ ...options, input: body });
    return educationAnswer(options);
  });

  handle(app, 'archiveEducation', async (_, request) => {
    await archiveEducation(educationRequest(request, deps));
    return { data: null };
  });

  handle(app, 'moveEducation', async ({ body }, request) => {
    const options = educationRequest(request, deps);
    await moveEducation({ ...options, input: body });
    return educationAnswer(options);
  });
}
