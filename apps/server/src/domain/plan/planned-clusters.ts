import { and, eq } from 'drizzle-orm';
import { defaultRange, PLAN_MESSAGES, type TPlannedCluster, type TWeekRange } from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import { clusters, plannedClusters } from '../../db/schema';
import { invalidField, uniqueOrInvalid } from '../errors';
import { followClusterRanges } from './follow';
import { plannedClusterAnswer, requirePlanYear, type PlanYear } from './load-year-plan';
import type { EducationChange } from '../educations/change-education';
import { changePlan } from './change-plan';
import { checkInYear, rangeOf, requireBodyYear, requirePlannedCluster } from './plan-checks';

/*
 * Placing, moving, resizing and removing planned clusters (docs/plan.md "Rules"). A move or
 * resize takes the cluster's tests, check moments and activities along (follow.ts). Choices of
 * an elective are placed through the elective (planned-electives.ts) and cannot move alone.
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

/** A design cluster of this education with its default length; 422 on cluster_id otherwise. */
export async function requireDesignCluster(tx: DbOrTx, educationId: number, clusterId: number) {
  const [cluster] = await tx
    .select({ id: clusters.id, clusterWidth: clusters.clusterWidth })
    .from(clusters)
    .where(and(eq(clusters.id, clusterId), eq(clusters.educationId, educationId)))
    .limit(1);
  if (!cluster) throw invalidField('cluster_id', M.linkMissing);
  return cluster;
}

export async function placeCluster(
  options: EducationChange & {
    input: { education_year_id: number; cluster_id: number; start_week: number; end_week?: number };
  },
): Promise<TPlannedCluster> {
  const { input } = options;
  return changePlan(options, async (tx, education) => {
    const year = await requireBodyYear(tx, education.id, input.education_year_id);
    const cluster = await requireDesignCluster(tx, education.id, input.cluster_id);
    const range =
      input.end_week === undefined
        ? defaultRange(input.start_week, cluster.clusterWidth, year.weeks)
        : { start_week: input.start_week, end_week: input.end_week };
    checkInYear(range, year);
    const id = await insertPlannedCluster(tx, {
      educationId: education.id,
      year,
      clusterId: cluster.id,
      range,
      plannedElectiveId: null,
      now: options.now,
    });
    return plannedClusterOf(tx, id);
  });
}

export async function updatePlannedCluster(
  options: EducationChange & {
    id: number;
    input: { start_week?: number; end_week?: number; comment?: string | null };
  },
): Promise<TPlannedCluster> {
  const { input, now } = options;
  return changePlan(options, async (tx, education) => {
    const row = await requirePlannedCluster(tx, education.id, options.id);
    const from = rangeOf(row);
    let to = from;
    if (input.start_week !== undefined && input.end_week !== undefined) {
      to = { start_week: input.start_week, end_week: input.end_week };
      const moved = to.start_week !== from.start_week || to.end_week !== from.end_week;
      // "Dragging into an elective is not possible": a choice has its slot's weeks.
      if (moved && row.plannedElectiveId !== null) throw invalidField('start_week', M.choiceOnly);
      checkInYear(to, await requirePlanYear(tx, education.id, row.educationYearId));
    }
    await tx
      .update(plannedClusters)
      .set({
        startWeek: to.start_week,
        endWeek: to.end_week,
        ...(input.comment !== undefined ? { comment: input.comment } : {}),
        updatedAt: now,
      })
      .where(eq(plannedClusters.id, row.id));
    await followClusterRanges(tx, [{ plannedClusterId: row.id, from, to }]);
    return plannedClusterOf(tx, row.id);
  });
}

/** Removes a planned cluster (or a choice) with its tests, check moments, activities, links. */
export async function removePlannedCluster(
  options: EducationChange & { id: number },
): Promise<void> {
  await changePlan(options, async (tx, education) => {
    const row = await requirePlannedCluster(tx, education.id, options.id);
    await tx.delete(plannedClusters).where(eq(plannedClusters.id, row.id));
  });
}
