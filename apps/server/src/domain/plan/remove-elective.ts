import { eq } from 'drizzle-orm';
import { plannedElectives } from '../../db/schema';
import type { EducationChange } from '../educations/change-education';
import { changePlan } from './change-plan';
import { requireSlot } from './planned-elective-rows';

/** Removes a slot with its choices (and their items). */
export async function removeElective(options: EducationChange & { id: number }): Promise<void> {
  await changePlan(options, async (tx, education) => {
    const slot = await requireSlot(tx, education.id, options.id);
    await tx.delete(plannedElectives).where(eq(plannedElectives.id, slot.id));
  });
}
