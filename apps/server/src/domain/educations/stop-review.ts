import { eq } from 'drizzle-orm';
import { EDUCATION_MESSAGES } from '@cp/contracts';
import { educationApprovals, educations } from '../../db/schema';
import { conflict } from '../errors';
import { changeEducation, type EducationChange } from './change-education';

/** reviewing -> designing; the round ends, so its approvals and request are cleared. */
export async function stopReview(options: EducationChange): Promise<void> {
  await changeEducation({ ...options, kind: 'lifecycle' }, async (tx, education) => {
    if (education.status !== 'reviewing') throw conflict(EDUCATION_MESSAGES.notReviewing);
    await tx.delete(educationApprovals).where(eq(educationApprovals.educationId, education.id));
    await tx
      .update(educations)
      .set({ status: 'designing', requestedBy: null, reviewRequestedAt: null })
      .where(eq(educations.id, education.id));
  });
}
