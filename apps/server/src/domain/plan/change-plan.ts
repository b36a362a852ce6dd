import type { DbOrTx } from '../../db/client';
import type { EducationRow } from '../../db/schema';
import type { EventQueue } from '../events/publisher';
import { changeEducation, type EducationChange } from '../educations/change-education';

/**
 * A change of the plan: changeEducation (lock, rights, 409 unless designing, "last change"), with
 * `part: 'plan'` in its event, so open screens reload the plan and keep the design they hold.
 */
export const changePlan = <T>(
  options: EducationChange,
  work: (tx: DbOrTx, education: EducationRow, events: EventQueue) => Promise<T>,
): Promise<T> => changeEducation({ ...options, part: 'plan' }, work);
