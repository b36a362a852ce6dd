import { and, eq, inArray } from 'drizzle-orm';
import { EXPORT_MESSAGES, orderedParts, type TExport, type TExportRequest } from '@cp/contracts';
import type { Db, DbOrTx } from '../../db/client';
import { educationYears, exports } from '../../db/schema';
import type { Publisher } from '../events/publisher';
import type { Actor } from '../actor';
import { invalidField, unavailable } from '../errors';
import { requireEducation } from '../educations/require-education';
import type { LocationScope } from '../locations/location-scope';
import { estimateExportCost } from './estimate-cost';
import type { ExportRunners } from './export-runners';
import { freshRun, queueExport, requireQueuePlace, type EnqueueExport } from './queue-export';

async function requireYears(db: DbOrTx, educationId: number, yearIds: number[] | null) {
  if (!yearIds) return;
  const wanted = [...new Set(yearIds)];
  const found = await db
    .select({ id: educationYears.id })
    .from(educationYears)
    .where(and(eq(educationYears.educationId, educationId), inArray(educationYears.id, wanted)));
  if (found.length !== wanted.length) throw invalidField('year_ids', EXPORT_MESSAGES.unknownYear);
}

/**
 * Queues an export of an education the caller may read (the route's access check ran). Answers
 * at once; a run makes it. Without a running queue nothing is stored (503).
 */
export async function requestExport(options: {
  db: Db;
  publisher: Publisher;
  enqueue: EnqueueExport | undefined;
  runners: ExportRunners;
  actor: Actor;
  scope: LocationScope;
  educationId: number;
  input: TExportRequest;
  now: Date;
}): Promise<TExport> {
  const { db, publisher, enqueue, runners, actor, scope, educationId, input, now } = options;
  const queue = { db, publisher, enqueue, runners, userId: actor.userId, now };
  return queueExport(queue, async (tx) => {
    const education = await requireEducation({ db: tx, scope, educationId });
    await requireYears(tx, education.id, input.year_ids);
    // After the checks of the input (a bad request is 4xx either way), before anything is stored.
    if (!enqueue) throw unavailable(EXPORT_MESSAGES.unavailable, 'export_unavailable');
    await requireQueuePlace(tx, scope.locationId);
    const parts = orderedParts(input.parts);
    const yearIds = input.year_ids ? [...new Set(input.year_ids)] : null;
    const cost = await estimateExportCost({
      db: tx,
      educationId: education.id,
      format: input.format,
      parts,
      yearIds,
    });
    const [row] = await tx
      .insert(exports)
      .values({
        userId: actor.userId,
        locationId: scope.locationId,
        educationId: education.id,
        format: input.format,
        language: input.language,
        parts,
        yearIds,
        cost,
        ...freshRun(now),
      })
      .returning();
    return { row, educationName: education.name };
  });
}
