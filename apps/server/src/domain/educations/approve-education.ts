import { count, eq } from 'drizzle-orm';
import { EDUCATION_LIMITS, EDUCATION_MESSAGES } from '@cp/contracts';
import { educationApprovals, educations } from '../../db/schema';
import { conflict, isUniqueViolation } from '../errors';
import { changeEducation, type EducationChange } from './change-education';
import { notifyReview, usersById } from './review-notifications';

/*
 * The review round (docs/educations.md "Lifecycle"). Every transition runs through changeEducation
 * with kind 'lifecycle' on the locked row, so the status check below and the change cannot
 * interleave with another request; notifications are stored in the same transaction and sent after
 * commit.
 *
 * This file holds the two-approval rule: an education under review becomes active after
 * EDUCATION_LIMITS.approvalsNeeded (two) approvals by different members, none of them the one
 * who asked for the review. Asking: ./submit-for-review.ts; ending a round: ./stop-review.ts,
 * ./deactivate-education.ts.
 */

/**
 * One approval by the caller; any member may approve, except the requester, and only once (the
 * primary key of education_approvals decides, also for two racing requests). The second approval
 * by a different user makes the education active.
 */
export async function approveEducation(options: EducationChange): Promise<void> {
  const { caller, now } = options;
  const me = caller.actor.userId;
  await changeEducation(
    { ...options, kind: 'lifecycle', designRights: false },
    async (tx, education, events) => {
      if (education.status !== 'reviewing') throw conflict(EDUCATION_MESSAGES.notReviewing);
      if (education.requestedBy === me) throw conflict(EDUCATION_MESSAGES.ownReview);
      try {
        await tx
          .insert(educationApprovals)
          .values({ educationId: education.id, userId: me, approvedAt: now });
      } catch (error) {
        if (isUniqueViolation(error, 'education_approvals_pk')) {
          throw conflict(EDUCATION_MESSAGES.alreadyApproved);
        }
        throw error;
      }
      const [approvals] = await tx
        .select({ n: count() })
        .from(educationApprovals)
        .where(eq(educationApprovals.educationId, education.id));
      const activated = (approvals?.n ?? 0) >= EDUCATION_LIMITS.approvalsNeeded;
      if (activated) {
        await tx
          .update(educations)
          .set({ status: 'active', publishedAt: now })
          .where(eq(educations.id, education.id));
      }

      // The requester may have been deleted meanwhile (requested_by set null): nobody to tell.
      const requesterId = education.requestedBy;
      if (requesterId === null) return;
      const people = await usersById(tx, [me, requesterId]);
      const requester = people.get(requesterId);
      if (!requester) return;
      const to = { id: requesterId, language: requester.language };
      const person = people.get(me)?.name ?? '';
      await notifyReview(tx, events, {
        to,
        from: me,
        type: 'review_approved',
        person,
        education,
        now,
      });
      if (activated) {
        await notifyReview(tx, events, {
          to,
          from: me,
          type: 'education_activated',
          person,
          education,
          now,
        });
      }
    },
  );
}
