import { and, count, eq, inArray } from 'drizzle-orm';
import { EDUCATION_MESSAGES, type TSubmitForReview } from '@cp/contracts';
import { educationApprovals, educations, memberships } from '../../db/schema';
import { conflict, invalidField } from '../errors';
import { changeEducation, type EducationChange } from './change-education';
import { notifyReview, usersById } from './review-notifications';

/*
 * The review round, step one (docs/educations.md "Lifecycle"): a designer asks for review; two
 * approvals by other members make the education active (./approve-education.ts). Runs through
 * changeEducation with kind 'lifecycle' on the locked row, so the status check and the change
 * cannot interleave with another request.
 */

/** designing -> reviewing; the chosen reviewers are asked by notification. */
export async function submitForReview(
  options: EducationChange & { input: TSubmitForReview },
): Promise<void> {
  const { caller, now } = options;
  const { locationId } = options.scope;
  // Ascending: the notifications take a lock per recipient in this order (notification-rate.ts).
  const reviewerIds = [...new Set(options.input.reviewer_ids)].sort((a, b) => a - b);
  await changeEducation({ ...options, kind: 'lifecycle' }, async (tx, education, events) => {
    if (education.status !== 'designing') throw conflict(EDUCATION_MESSAGES.notDesigning);
    // Reviewers are active members of this location, and not the requester (who cannot approve).
    if (reviewerIds.includes(caller.actor.userId)) {
      throw invalidField('reviewer_ids', EDUCATION_MESSAGES.reviewerInvalid);
    }
    if (reviewerIds.length > 0) {
      const [members] = await tx
        .select({ n: count() })
        .from(memberships)
        .where(
          and(
            eq(memberships.locationId, locationId),
            eq(memberships.active, true),
            inArray(memberships.userId, reviewerIds),
          ),
        );
      if ((members?.n ?? 0) !== reviewerIds.length) {
        throw invalidField('reviewer_ids', EDUCATION_MESSAGES.reviewerInvalid);
      }
    }

    // A new round: approvals given in an earlier one do not count.
    await tx.delete(educationApprovals).where(eq(educationApprovals.educationId, education.id));
    await tx
      .update(educations)
      .set({ status: 'reviewing', requestedBy: caller.actor.userId, reviewRequestedAt: now })
      .where(eq(educations.id, education.id));

    const people = await usersById(tx, [caller.actor.userId, ...reviewerIds]);
    const person = people.get(caller.actor.userId)?.name ?? '';
    for (const id of reviewerIds) {
      const reviewer = people.get(id);
      if (!reviewer) continue;
      await notifyReview(tx, events, {
        to: { id, language: reviewer.language },
        from: caller.actor.userId,
        type: 'review_requested',
        person,
        education,
        now,
      });
    }
  });
}
