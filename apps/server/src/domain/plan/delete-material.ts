import { eq } from 'drizzle-orm';
import { planMaterials } from '../../db/schema';
import type { EducationChange } from '../educations/change-education';
import { closeGap } from '../ordered-lists';
import { changePlan } from './change-plan';
import { materialList, requireMaterial } from './material-rows';

/** Deletes a material; the others of its planned cluster close the gap. */
export async function deleteMaterial(options: EducationChange & { id: number }): Promise<void> {
  await changePlan(options, async (tx, education) => {
    const material = await requireMaterial(tx, education.id, options.id);
    await tx.delete(planMaterials).where(eq(planMaterials.id, material.id));
    await closeGap(tx, materialList(material.plannedClusterId), material.position);
  });
}
