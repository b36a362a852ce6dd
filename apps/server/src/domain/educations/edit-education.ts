import { eq } from 'drizzle-orm';
import type { TEducationEdit } from '@cp/contracts';
import { educations, type LocationRow } from '../../db/schema';
import { changeEducation, type EducationChange } from './change-education';
import { refuseFlexible } from './flexible-rule';

/** Name, type and flexibility; only while designing (changeEducation answers 409 otherwise). */
export async function editEducation(
  options: EducationChange & { location: LocationRow; input: TEducationEdit },
): Promise<void> {
  const { location, input } = options;
  await changeEducation(options, async (tx, row) => {
    refuseFlexible(location, input.is_flexible, row.isFlexible);
    await tx
      .update(educations)
      .set({ name: input.name, type: input.type, isFlexible: input.is_flexible })
      .where(eq(educations.id, row.id));
  });
}
