import { and, eq } from 'drizzle-orm';
import { PLAN_MESSAGES } from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import { clusters } from '../../db/schema';
import { invalidField } from '../errors';

const M = PLAN_MESSAGES;

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
