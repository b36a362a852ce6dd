import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { listArchive } from '../../domain/educations/list-archive';
import { restoreEducation } from '../../domain/educations/restore-education';
import type { Publisher } from '../../domain/events/publisher';
import { locationScopeOf } from '../access/access-check';
import { handle } from '../endpoint';

/**
 * The archive (admins; docs/educations.md "Dashboard API"): the location's deleted educations, and
 * restoring one.
 */
export async function archiveRoutes(
  app: FastifyInstance,
  deps: { db: Db; clock: () => Date; publisher: Publisher },
): Promise<void> {
  const { db, clock, publisher } = deps;

  handle(app, 'listArchivedEducations', async (_, request) => {
    return { data: await listArchive({ db, scope: locationScopeOf(request) }) };
  });

  handle(app, 'restoreArchivedEducation', async ({ params }, request) => {
    await restoreEducation({
      db,
      publisher,
      scope: locationScopeOf(request),
      educationId: params.education,
      now: clock(),
    });
    return { data: null };
  });
}
