import { eq } from 'drizzle-orm';
import { specialBlocks } from '../../db/schema';
import type { EducationChange } from '../educations/change-education';
import { changePlan } from './change-plan';
import { requireBlock } from './special-block-rows';

export async function removeSpecialBlock(options: EducationChange & { id: number }): Promise<void> {
  await changePlan(options, async (tx, education) => {
    const block = await requireBlock(tx, education.id, options.id);
    await tx.delete(specialBlocks).where(eq(specialBlocks.id, block.id));
  });
}
