import type { FastifyInstance } from 'fastify';
import { ZEducationParamsSchema, type TArchiveListResponse } from '@cp/contracts';
import type { Db } from '../../db/client';
import { listArchive, restoreEducation } from '../../domain/educations/archive';
import type { Publisher } from '../../domain/events/publisher';
import { locationAccessOf } from '../access/access-check';
import { parse } from '../parse';

/** SPEC §3 archive (admins): the deleted educations of the location, and restoring one. */
export async function archiveRoutes(
  app: FastifyInstance,
  deps: { db: Db; clock: () => Date; publisher: Publisher },
): Promise<void> {
  const { db, clock, publisher } = deps;

  app.get('/locations/:location/archive', async (request): Promise<TArchiveListResponse> => {
    const { location } = locationAccessOf(request);
    return { data: await listArchive({ db, locationId: location.id }) };
  });

  app.post('/locations/:location/archive/:education/restore', async (request) => {
    const { location } = locationAccessOf(request);
    const { education } = parse(ZEducationParamsSchema, request.params);
    await restoreEducation({
      db,
      publisher,
      locationId: location.id,
      educationId: education,
      now: clock(),
    });
    return { data: null };
  });
}
