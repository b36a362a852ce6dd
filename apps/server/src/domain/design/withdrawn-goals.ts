import { and, eq, inArray, notExists, sql } from 'drizzle-orm';
import { DESIGN_MESSAGES } from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import { clusterGoals, learningGoals } from '../../db/schema';
import { invalidField } from '../errors';
import type { IdLinks } from '../ordered-lists';

/*
 * A withdrawn (vervallen) learning goal stays in the design with the links it has, but nothing
 * new links to it (docs/design.md "Rules"): a cluster, a plan test or a plan link that already
 * covers it keeps it through every edit, and only a goal added to the list is refused. The
 * checks run after the ids are known to be of the education (checkedIds).
 */

/**
 * 422 on `field` when one of `goalIds` is withdrawn and not linked to the owner already;
 * `existing` is the owner's link table and id (omitted for a new owner: nothing is linked yet).
 * One statement.
 */
export async function refuseNewWithdrawnGoals(
  tx: DbOrTx,
  goalIds: readonly number[],
  field: string,
  existing?: IdLinks & { ownerId: number },
): Promise<void> {
  if (goalIds.length === 0) return;
  const [row] = await tx
    .select({ id: learningGoals.id })
    .from(learningGoals)
    .where(
      and(
        inArray(learningGoals.id, [...goalIds]),
        eq(learningGoals.withdrawn, true),
        existing &&
          notExists(
            tx
              .select({ one: sql`1` })
              .from(existing.table)
              .where(
                and(eq(existing.owner, existing.ownerId), eq(existing.other, learningGoals.id)),
              ),
          ),
      ),
    )
    .limit(1);
  if (row) throw invalidField(field, DESIGN_MESSAGES.goalWithdrawn);
}

/**
 * PUT .../learning-goals/:id/clusters seen from the goal: a withdrawn goal may lose clusters or
 * keep them, but gains none. 422 on `cluster_ids` otherwise; one statement.
 */
export async function refuseNewClustersOfWithdrawnGoal(
  tx: DbOrTx,
  goalId: number,
  clusterIds: readonly number[],
): Promise<void> {
  if (clusterIds.length === 0) return;
  const [row] = await tx
    .select({ id: learningGoals.id })
    .from(learningGoals)
    .where(
      and(
        eq(learningGoals.id, goalId),
        eq(learningGoals.withdrawn, true),
        sql`exists (
          select unnest(${`{${clusterIds.join(',')}}`}::int[])
          except
          select ${clusterGoals.clusterId} from ${clusterGoals}
          where ${clusterGoals.learningGoalId} = ${goalId})`,
      ),
    )
    .limit(1);
  if (row) throw invalidField('cluster_ids', DESIGN_MESSAGES.goalWithdrawn);
}
