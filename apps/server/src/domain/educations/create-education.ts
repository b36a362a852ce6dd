import { educationParentRoom, type TEducationCreate } from '@cp/contracts';
import { educationPeriods, educationYears, educations, type LocationRow } from '../../db/schema';
import { withEvents } from '../events/publisher';
import type { EducationChange } from './change-education';
import { designRestrictedError, designRestrictionOf } from './design-rights';
import { refuseFlexible } from './flexible-rule';
import { assertRoomForEducation } from './license-limit';
import { lockParentInLocation } from './lock-parent';

/*
 * Creating an education (docs/educations.md "Dashboard API"). Changes of an existing education
 * go through changeEducation (./change-education.ts); creating has no row to lock yet, so it
 * locks the location (license count) and the parent itself.
 */

/**
 * A new education with years 1..n of m periods each (the location's default weeks unless given),
 * in one transaction with the license check. Returns its id.
 */
export async function createEducation(
  options: Omit<EducationChange, 'educationId'> & {
    location: LocationRow;
    input: TEducationCreate;
  },
): Promise<number> {
  const { db, publisher, caller, location, input, now } = options;
  const { locationId } = options.scope;
  refuseFlexible(location, input.is_flexible);
  // A designer limited to certain educations works on those only; new ones are the admin's call.
  if (!caller.actor.isPlatformAdmin && !caller.roles.includes('admin')) {
    const restriction = await designRestrictionOf({
      db,
      userId: caller.actor.userId,
      locationId,
    });
    if (restriction !== null) throw designRestrictedError();
  }
  const weeks = input.weeks_per_period ?? location.defaultWeeks;
  return withEvents({ db, publisher }, async (tx, events) => {
    await lockParentInLocation(tx, locationId, input.education_parent_id);
    await assertRoomForEducation({ db: tx, locationId, now });
    const [education] = await tx
      .insert(educations)
      .values({
        locationId,
        educationParentId: input.education_parent_id,
        name: input.name,
        type: input.type,
        isFlexible: input.is_flexible,
        createdBy: caller.actor.userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: educations.id });
    if (!education) throw new Error('education not created');
    const years = await tx
      .insert(educationYears)
      .values(
        Array.from({ length: input.years }, (_, index) => ({
          educationId: education.id,
          position: index + 1,
        })),
      )
      .returning({ id: educationYears.id });
    await tx.insert(educationPeriods).values(
      years.flatMap((year) =>
        Array.from({ length: input.periods_per_year }, (_, index) => ({
          educationYearId: year.id,
          position: index + 1,
          weeks,
        })),
      ),
    );
    events.emit(educationParentRoom(input.education_parent_id), 'education_update', {
      education_parent_id: input.education_parent_id,
      education_id: education.id,
    });
    return education.id;
  });
}
