import { eq } from 'drizzle-orm';
import { EDUCATION_MESSAGES } from '@cp/contracts';
import { educationApprovals, educations } from '../../db/schema';
import { conflict } from '../errors';
import { changeEducation, type EducationChange } from './change-education';

/**
 * active -> designing, so it can be changed again. The review round that activated it is over:
 * its approvals and request are cleared like stop-review does, so the overview shows no
 * "2 of 2" for a version that is being changed and the next submit starts at 0. published_on
 * stays as history (the last activation; the screen says "previously published").
 */
export async function deactivateEducation(options: EducationChange): Promise<void> {
  await changeEducation({ ...options, kind: 'lifecycle' }, async (tx, education) => {
    if (education.status !== 'active') throw conflict(EDUCATION_MESSAGES.notActive);
    await tx.delete(educationApprovals).where(eq(educationApprovals.educationId, education.id));
    await tx
      .update(educations)
      .set({ status: 'designing', requestedBy: null, reviewRequestedAt: null })
      .where(eq(educations.id, education.id));
  });
}
