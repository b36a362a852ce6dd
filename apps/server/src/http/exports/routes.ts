import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ZExportParamsSchema, ZExportRequestSchema, type TExport } from '@cp/contracts';
import type { Db } from '../../db/client';
import type { Actor } from '../../domain/actor';
import { downloadExport } from '../../domain/exports/download';
import {
  currentExport,
  requestExport,
  retryExport,
  type EnqueueExport,
} from '../../domain/exports/exports';
import { requireLocationAccess } from '../../domain/locations/scope';
import { attachmentHeader } from '../../domain/notes/files';
import { exportJob, type Jobs } from '../../jobs';
import type { Publisher } from '../../domain/events/publisher';
import { educationRequest } from '../educations/caller';
import { parse } from '../parse';
import { actorOf } from '../session-guard';

/** The job queue, once main.ts has started it (after listening); tests set it themselves. */
export type JobsRef = { current: Jobs | undefined };

/**
 * Exports (docs/exports.md, SPEC §4 "Export flow", §7 `download/export/{id}`): request one of an
 * education the caller may read (the access check of `.../educations/:education` routes), see
 * the running one, retry a failed one, download a finished one. Retry and download carry no
 * location in the path: they are the caller's own exports, and still need the caller to read
 * that location today (a member who left, or a location without license, gets 404).
 */
export async function exportRoutes(
  app: FastifyInstance,
  deps: { db: Db; clock: () => Date; publisher: Publisher; jobs: JobsRef },
): Promise<void> {
  const { db, clock, publisher, jobs } = deps;

  const enqueue = (): EnqueueExport | undefined => {
    const queue = jobs.current;
    if (!queue) return undefined;
    return async ({ exportId, jobId }) => {
      const id = await queue.send(exportJob, { exportId }, { id: jobId });
      if (!id) throw new Error('the queue refused the export job');
    };
  };

  const mayRead = (actor: Actor) => async (locationId: number) => {
    try {
      const access = await requireLocationAccess({ db, actor, locationId, licensedOn: clock() });
      return actor.isPlatformAdmin || (access.roles.length > 0 && access.licensed === true);
    } catch {
      return false;
    }
  };

  app.post(
    '/locations/:location/educations/:education/exports',
    async (request: FastifyRequest, reply): Promise<{ data: TExport }> => {
      const { locationId, educationId, caller, now } = educationRequest(request, deps);
      const input = parse(ZExportRequestSchema, request.body);
      const data = await requestExport({
        db,
        publisher,
        enqueue: enqueue(),
        actor: caller.actor,
        locationId,
        educationId,
        input,
        now,
      });
      reply.code(202);
      return { data };
    },
  );

  app.get('/exports/current', async (request): Promise<{ data: TExport | null }> => {
    return { data: await currentExport({ db, actor: actorOf(request) }) };
  });

  app.post('/exports/:id/retry', async (request, reply): Promise<{ data: TExport }> => {
    const { id } = parse(ZExportParamsSchema, request.params);
    const actor = actorOf(request);
    const data = await retryExport({
      db,
      publisher,
      enqueue: enqueue(),
      actor,
      exportId: id,
      mayRead: mayRead(actor),
      now: clock(),
    });
    reply.code(202);
    return { data };
  });

  app.get('/download/export/:id', async (request, reply) => {
    const { id } = parse(ZExportParamsSchema, request.params);
    const actor = actorOf(request);
    const file = await downloadExport({
      db,
      actor,
      exportId: id,
      mayRead: mayRead(actor),
      now: clock(),
    });
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', attachmentHeader(file.fileName))
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(file.content);
  });
}
