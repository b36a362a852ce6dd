import { and, eq } from 'drizzle-orm';
import { EXPORT_MESSAGES, type TExport } from '@cp/contracts';
import type { Db } from '../../db/client';
import { exports } from '../../db/schema';
import type { Publisher } from '../events/publisher';
import type { Actor } from '../actor';
import { DomainError, notFound, unavailable } from '../errors';
import { requireEducation } from '../educations/require-education';
import { exportScopeFor } from './export-access';
import type { ExportRunners } from './export-runners';
import { freshRun, queueExport, requireQueuePlace, type EnqueueExport } from './queue-export';

/**
 * Tries a failed export of the caller again, with the same choices (a failure offers a retry,
 * docs/exports.md "What a user does"). Another user's export, or one whose education the caller may
 * no longer read, is 404: the access decision runs again for the export's location (exportScopeFor,
 * ./export-access.ts).
 */
export async function retryExport(options: {
  db: Db;
  publisher: Publisher;
  enqueue: EnqueueExport | undefined;
  runners: ExportRunners;
  actor: Actor;
  exportId: number;
  now: Date;
}): Promise<TExport> {
  const { db, publisher, enqueue, runners, actor, exportId, now } = options;
  const [owned] = await db
    .select()
    .from(exports)
    .where(and(eq(exports.id, exportId), eq(exports.userId, actor.userId)))
    .limit(1);
  const scope = owned
    ? await exportScopeFor({ db, actor, locationId: owned.locationId, now })
    : null;
  if (!owned || !scope) throw notFound('notFound.export');
  if (owned.status !== 'failed') {
    throw new DomainError('conflict', EXPORT_MESSAGES.notRetryable);
  }
  if (!enqueue) throw unavailable(EXPORT_MESSAGES.unavailable, 'export_unavailable');
  const queue = { db, publisher, enqueue, runners, userId: actor.userId, now };
  return queueExport(queue, async (tx) => {
    const education = await requireEducation({
      db: tx,
      scope,
      educationId: owned.educationId,
    });
    await requireQueuePlace(tx, scope.locationId);
    const [row] = await tx
      .update(exports)
      .set(freshRun(now))
      .where(and(eq(exports.id, owned.id), eq(exports.status, 'failed')))
      .returning();
    return { row, educationName: education.name };
  });
}
