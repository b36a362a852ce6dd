import { eq } from 'drizzle-orm';
import { plannedClusters } from '../../db/schema';
import type { EducationChange } from '../educations/change-education';
import { changePlan } from './change-plan';
import { requirePlannedCluster } from './plan-checks';

/** Removes a planned cluster (or a choice) with its tests, check moments, activities, links. */
export async function removePlannedCluster(
  options: EducationChange & { id: number },
): Promise<void> {
  await changePlan(options, async (tx, education) => {
    const row = await requirePlannedCluster(tx, education.id, options.id);
    await tx.delete(plannedClusters).where(eq(plannedClusters.id, row.id));
  });
}
