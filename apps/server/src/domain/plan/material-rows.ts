import { and, eq } from 'drizzle-orm';
import type { TPlanMaterial } from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import { planMaterials } from '../../db/schema';
import { notFound } from '../errors';
import type { OrderedList } from '../ordered-lists';
import { materialAnswer } from './load-year-plan';

/*
 * Reading the materials of a planned cluster: shared by adding, changing and deleting one
 * (add-material.ts, update-material.ts, delete-material.ts) and reordering them
 * (reorder-plan-list.ts).
 */

/** The materials of one planned cluster, as an ordered list. */
export const materialList = (plannedClusterId: number): OrderedList => ({
  table: planMaterials,
  id: planMaterials.id,
  position: planMaterials.position,
  where: eq(planMaterials.plannedClusterId, plannedClusterId),
});

/** A material of this education; 404 otherwise. */
export async function requireMaterial(tx: DbOrTx, educationId: number, id: number) {
  const [row] = await tx
    .select({
      id: planMaterials.id,
      position: planMaterials.position,
      plannedClusterId: planMaterials.plannedClusterId,
      url: planMaterials.url,
    })
    .from(planMaterials)
    .where(and(eq(planMaterials.id, id), eq(planMaterials.educationId, educationId)))
    .limit(1);
  if (!row) throw notFound('notFound.material');
  return row;
}

/** The answer of one material. */
export async function materialOf(tx: DbOrTx, id: number): Promise<TPlanMaterial> {
  const [row] = await tx.select(materialAnswer).from(planMaterials).where(eq(planMaterials.id, id));
  // kind is held to PLAN_MATERIAL_KINDS by a check constraint.
  return row as TPlanMaterial;
}
