import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { exports, type ExportRow } from '../../db/schema';
import { withEvents, type Publisher } from '../events/publisher';
import { SMALL_EXPORT_COST } from './estimate-cost';
import type { ExportRunners } from './export-runners';
import { educationNameOf } from './export-answer';
import { notifyExportState } from './export-state';

/**
 * Which exports a run may take (docs/exports.md "The queue"): `any` in the fair order, `small`
 * only those whose estimated cost is at most SMALL_EXPORT_COST, so a small export need not wait
 * for a large one to finish.
 */
export type ExportLane = 'any' | 'small';

/** An export this run claimed: its row as claimed, and the release of its hold. */
export type ClaimedExport = { row: ExportRow; release: () => Promise<void> };

/**
 * The queued export that goes next, in a fair order, locked for this claim (SKIP LOCKED: two
 * processes claiming at once take two different exports and never wait for each other):
 * 1. the location with the fewest running exports first, so one school's exports never fill
 *    every slot while another school waits;
 * 2. then the location whose last export started longest ago (never: first), so the locations
 *    take turns (round robin) and a school that queued ten exports at once does not go ten times
 *    before another;
 * 3. within a location the oldest request first (a user has one export at a time, so this is
 *    round robin over its users too).
 * Both look-ups per candidate use an index (exports_location_unfinished_idx,
 * exports_location_started_idx); the candidates are bounded by what each location may queue.
 */
function nextQueued(lane: ExportLane) {
  const small = lane === 'small' ? sql`and e.cost <= ${SMALL_EXPORT_COST}` : sql``;
  return sql`(
    select e.id from ${exports} e
     where e.status = 'queued' ${small}
     order by
       (select count(*) from ${exports} r
         where r.location_id = e.location_id and r.status = 'running'),
       (select max(s.started_at) from ${exports} s where s.location_id = e.location_id)
         nulls first,
       e.created_at, e.id
     limit 1
     for update skip locked)`;
}

/**
 * Claims the next export of `lane` for a new run: queued -> running under a fresh run id (every
 * later write of the run checks it), held for this process (ExportRunners) before the commit, and
 * `export_started` replaces `export_in_line`. Undefined when nothing of the lane waits.
 */
export async function claimNextExport(options: {
  db: Db;
  publisher: Publisher;
  runners: ExportRunners;
  lane: ExportLane;
  now: Date;
}): Promise<ClaimedExport | undefined> {
  const { db, publisher, runners, lane, now } = options;
  const held: (() => Promise<void>)[] = [];
  try {
    return await withEvents({ db, publisher }, async (tx, events) => {
      const [row] = await tx
        .update(exports)
        .set({
          status: 'running',
          jobId: randomUUID(),
          attempts: sql`${exports.attempts} + 1`,
          startedAt: now,
          heartbeatAt: now,
        })
        .where(and(sql`${exports.id} = ${nextQueued(lane)}`, eq(exports.status, 'queued')))
        .returning();
      if (!row) return undefined;
      const release = await runners.hold(row.id);
      held.push(release);
      await notifyExportState(
        {
          db: tx,
          exportId: row.id,
          userId: row.userId,
          educationName: await educationNameOf(tx, row.educationId),
          type: 'export_started',
          now,
        },
        events,
      );
      return { row, release };
    });
  } catch (error) {
    // Rolled back: the export stays queued, and nobody may hold it.
    for (const release of held) await release();
    throw error;
  }
}
