import { eq } from 'drizzle-orm';
import { EDUCATION_MESSAGES, educationParentRoom, type TMoveEducation } from '@cp/contracts';
import { educations } from '../../db/schema';
import { invalidField } from '../errors';
import { changeEducation, type EducationChange } from './change-education';
import { lockParentInLocation } from './lock-parent';

/**
 * Into another education parent of the same location. Organisational, not content, so any
 * status; design rights are needed. Both parents' rooms hear of it (changeEducation tells the old
 * one).
 */
export async function moveEducation(
  options: EducationChange & { input: TMoveEducation },
): Promise<void> {
  const { input } = options;
  const { locationId } = options.scope;
  const target = input.education_parent_id;
  await changeEducation({ ...options, kind: 'lifecycle' }, async (tx, row, events) => {
    if (row.educationParentId === target) {
      throw invalidField('education_parent_id', EDUCATION_MESSAGES.sameParent);
    }
    await lockParentInLocation(tx, locationId, target);
    await tx.update(educations).set({ educationParentId: target }).where(eq(educations.id, row.id));
    events.emit(educationParentRoom(target), 'education_update', {
      education_parent_id: target,
      education_id: row.id,
    });
  });
}
