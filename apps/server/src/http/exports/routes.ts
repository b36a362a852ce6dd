import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { downloadExport } from '../../domain/exports/download';
import { currentExport } from '../../domain/exports/current-export';
import type { EnqueueExport } from '../../domain/exports/queue-export';
import { requestExport } from '../../domain/exports/request-export';
import { retryExport } from '../../domain/exports/retry-export';
import { exportJob, type Jobs } from '../../jobs';
import { exportRunnersFor } from '../../jobs/export-runners';
import type { Publisher } from '../../domain/events/publisher';
import { sendFile } from '../downloads/send-file';
import { educationRequest } from '../educations/caller';
import { handle } from '../endpoint';
import { actorOf } from '../session-guard';

/** The job queue, once main.ts has started it (after listening); tests set it themselves. */
export type JobsRef = { current: Jobs | undefined };

/**
 * Exports (docs/exports.md "What a user does", "API"): request one of an education the caller may
 * read (the access check of `.../educations/:education` routes), see the running one, retry a
 * failed one, download a finished one. Retry and download carry no location in the path: they are
 * the caller's own exports, and still need the caller to read that location today (the domain asks
 * the access decision again, domain/exports/export-access.ts: a member who left, or a location
 * without license, gets 404).
 */
export async function exportRoutes(
  app: FastifyInstance,
  deps: { db: Db; clock: () => Date; publisher: Publisher; jobs: JobsRef },
): Promise<void> {
  const { db, clock, publisher, jobs } = deps;
  const runners = exportRunnersFor(db);

  // The job only says "there is work": a run claims the next export in the fair order.
  const enqueue = (): EnqueueExport | undefined => {
    const queue = jobs.current;
    if (!queue) return undefined;
    return async ({ exportId }) => {
      const id = await queue.send(exportJob, { exportId });
      if (!id) throw new Error('the queue refused the export job');
    };
  };

  // Answers 202 (the registry's status): the export is queued, the job makes the file.
  handle(app, 'requestExport', async ({ body }, request) => {
    const { scope, educationId, caller, now } = educationRequest(request, deps);
    const data = await requestExport({
      db,
      publisher,
      enqueue: enqueue(),
      runners,
      actor: caller.actor,
      scope,
      educationId,
      input: body,
      now,
    });
    return { data };
  });

  handle(app, 'getCurrentExport', async (_, request) => {
    return { data: await currentExport({ db, actor: actorOf(request) }) };
  });

  // Answers 202 (the registry's status), like a new request.
  handle(app, 'retryExport', async ({ params }, request) => {
    const data = await retryExport({
      db,
      publisher,
      enqueue: enqueue(),
      runners,
      actor: actorOf(request),
      exportId: params.id,
      now: clock(),
    });
    return { data };
  });

  handle(app, 'downloadExport', async ({ params }, request, reply) => {
    const file = await downloadExport({
      db,
      actor: actorOf(request),
      exportId: params.id,
      now: clock(),
    });
    return sendFile(reply, {
      name: file.fileName,
      contentType: file.contentType,
      content: file.content,
      size: file.size,
    });
  });
}
