import { eq } from 'drizzle-orm';
import type { TPlanMaterial } from '@cp/contracts';
import { planMaterials } from '../../db/schema';
import type { EducationChange } from '../educations/change-education';
import { changePlan } from './change-plan';
import { materialOf, requireMaterial } from './material-rows';

/** Renames a material; a link material may get another address. */
export async function updateMaterial(
  options: EducationChange & { id: number; input: { title: string; url?: string } },
): Promise<TPlanMaterial> {
  const { input, now } = options;
  return changePlan(options, async (tx, education) => {
    const material = await requireMaterial(tx, education.id, options.id);
    await tx
      .update(planMaterials)
      .set({
        title: input.title,
        // A file stays a file: only a link material has an address to change.
        ...(material.url !== null && input.url ? { url: input.url } : {}),
        updatedAt: now,
      })
      .where(eq(planMaterials.id, material.id));
    return materialOf(tx, material.id);
  });
}
