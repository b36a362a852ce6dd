import { and, eq } from 'drizzle-orm';
import { PLAN_MESSAGES, type TPlannedCluster, type TWeekRange } from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import { plannedClusters } from '../../db/schema';
import { invalidField, uniqueOrInvalid } from '../errors';
import { plannedClusterAnswer, type PlanYear } from './load-year-plan';

/*
 * Reading and inserting planned clusters: shared by the changes of a planned cluster
 * (place-cluster.ts, update-planned-cluster.ts) and the choices of an elective slot
 * (add-choice.ts).
 */

const M = PLAN_MESSAGES;

/** The answer of one planned cluster. */
export async function plannedClusterOf(tx: DbOrTx, id: number): Promise<TPlannedCluster> {
  const [row] = await tx
    .select(plannedClusterAnswer)
    .from(plannedClusters)
    .where(eq(plannedClusters.id, id));
  return row!;
}

/** Inserts a planned cluster (on its own or as a choice); 422 when the year already has it. */
export async function insertPlannedCluster(
  tx: DbOrTx,
  values: {
    educationId: number;
    year: PlanYear;
    clusterId: number;
    range: TWeekRange;
    plannedElectiveId: number | null;
    now: Date;
  },
): Promise<number> {
  const [existing] = await tx
    .select({ id: plannedClusters.id })
    .from(plannedClusters)
    .where(
      and(
        eq(plannedClusters.educationYearId, values.year.id),
        eq(plannedClusters.clusterId, values.clusterId),
      ),
    )
    .limit(1);
  if (existing) throw invalidField('cluster_id', M.clusterPlanned);
  const [row] = await uniqueOrInvalid(
    () =>
      tx
        .insert(plannedClusters)
        .values({
          educationId: values.educationId,
          educationYearId: values.year.id,
          clusterId: values.clusterId,
          plannedElectiveId: values.plannedElectiveId,
          startWeek: values.range.start_week,
          endWeek: values.range.end_week,
          createdAt: values.now,
          updatedAt: values.now,
        })
        .returning({ id: plannedClusters.id }),
    {
      field: 'cluster_id',
      key: M.clusterPlanned,
      constraint: 'planned_clusters_year_cluster_unique',
    },
  );
  return row!.id;
}
