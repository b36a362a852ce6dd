import { asc, eq, sql } from 'drizzle-orm';
import type { TAnalysisCluster } from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import { clusterGroupMembers, clusters, clusterSubjects, plannedClusters } from '../../db/schema';
import { linkedIds } from '../../db/sql-fragments';

/*
 * The planned clusters of one year as the analysis tabs show them (ZAnalysisClusterSchema): with
 * their design title, colour and EC, and the cluster groups and subjects the filters need. One
 * query (groups and subjects as correlated array subqueries on their indexed link tables), in
 * design order like the plan.
 */

export const analysisClusterColumns = {
  planned_cluster_id: plannedClusters.id,
  cluster_id: plannedClusters.clusterId,
  index: clusters.index,
  short_title: clusters.shortTitle,
  title: clusters.title,
  color: clusters.color,
  // numeric → JSON number; one decimal in the schema, so the float is exact enough.
  ects: sql<number | null>`${clusters.ects}::float8`,
  start_week: plannedClusters.startWeek,
  end_week: plannedClusters.endWeek,
  planned_elective_id: plannedClusters.plannedElectiveId,
  group_ids: linkedIds(
    {
      table: clusterGroupMembers,
      owner: clusterGroupMembers.clusterId,
      other: clusterGroupMembers.clusterGroupId,
    },
    clusters.id,
  ),
  subject_ids: linkedIds(
    { table: clusterSubjects, owner: clusterSubjects.clusterId, other: clusterSubjects.subjectId },
    clusters.id,
  ),
};

export async function yearClusters(db: DbOrTx, yearId: number): Promise<TAnalysisCluster[]> {
  return db
    .select(analysisClusterColumns)
    .from(plannedClusters)
    .innerJoin(clusters, eq(clusters.id, plannedClusters.clusterId))
    .where(eq(plannedClusters.educationYearId, yearId))
    .orderBy(asc(clusters.position), asc(plannedClusters.id));
}
