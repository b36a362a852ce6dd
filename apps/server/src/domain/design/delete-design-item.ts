import { eq } from 'drizzle-orm';
import type { TDesignKind } from '@cp/contracts';
import { changeEducation, type EducationChange } from '../educations/change-education';
import { closeGap } from '../ordered-lists';
import { listOf, requireItem } from './design-item-rows';
import { DESIGN_KIND_SPECS } from './kinds';

/** Deletes the item; its children and links go with it (foreign keys cascade). */
export async function deleteDesignItem(
  options: EducationChange & { designKind: TDesignKind; id: number },
): Promise<void> {
  const spec = DESIGN_KIND_SPECS[options.designKind];
  await changeEducation(options, async (tx, education) => {
    const item = await requireItem(tx, spec, education.id, options.id);
    await tx.delete(spec.table).where(eq(spec.id, item.id));
    await closeGap(tx, listOf(spec, education.id, item.list), item.position);
  });
}
