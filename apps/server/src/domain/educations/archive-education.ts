import { eq } from 'drizzle-orm';
import { EDUCATION_MESSAGES } from '@cp/contracts';
import { educations } from '../../db/schema';
import { DomainError } from '../errors';
import { changeEducation, type EducationChange } from './change-education';

/**
 * To the archive (docs/educations.md "Lifecycle"): any status but reviewing (stop the review
 * first), so archive items are designing or active. Archived educations free their place in the
 * license. Listing and restoring them: ./list-archive.ts, ./restore-education.ts.
 */
export async function archiveEducation(options: EducationChange): Promise<void> {
  const { caller, now } = options;
  await changeEducation({ ...options, kind: 'lifecycle' }, async (tx, row) => {
    if (row.status === 'reviewing') {
      throw new DomainError('conflict', EDUCATION_MESSAGES.deleteWhileReviewing);
    }
    await tx
      .update(educations)
      .set({ deletedAt: now, deletedBy: caller.actor.userId })
      .where(eq(educations.id, row.id));
  });
}
