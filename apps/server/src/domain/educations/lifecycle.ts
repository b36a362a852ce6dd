import { and, count, eq, inArray } from 'drizzle-orm';
import {
  EDUCATION_LIMITS,
  EDUCATION_MESSAGES,
  type TLanguage,
  type TSubmitForReview,
} from '@cp/contracts';
import type { Db, DbOrTx } from '../../db/client';
import { educationApprovals, educations, memberships, users } from '../../db/schema';
import type { EventQueue, Publisher } from '../events/publisher';
import { conflict, invalidField, isUniqueViolation } from '../errors';
import { notifyUser } from '../notifications/notify-user';
import { fullName } from '../users/person-name';
import { reviewNotificationText, type ReviewNotificationType } from './notification-texts';
import { changeEducation, type EducationCaller } from './scope';
import type { LocationScope } from '../locations/location-scope';

/*
 * The review round of SPEC §4 (docs/educations.md "Lifecycle"). Every transition runs through
 * changeEducation with kind 'lifecycle' on the locked row, so the status check below and the
 * change cannot interleave with another request; notifications are stored in the same
 * transaction and sent after commit.
 */

type LifecycleOptions = {
  db: Db;
  publisher: Publisher;
  caller: EducationCaller;
  scope: LocationScope;
  educationId: number;
  now: Date;
};

async function usersById(tx: DbOrTx, ids: number[]) {
  if (ids.length === 0) return new Map<number, { name: string; language: TLanguage | null }>();
  const rows = await tx.select().from(users).where(inArray(users.id, ids));
  return new Map(rows.map((row) => [row.id, { name: fullName(row), language: row.language }]));
}

/**
 * One notification of the review round, from the person whose action causes it. What it is about
 * is its collapse key, so a repeat replaces the earlier one instead of piling up (another request
 * for the same education, another approval by the same person), and the sender's notifications
 * to one person are bounded in time (domain/notifications/notify-user.ts).
 */
async function notify(
  tx: DbOrTx,
  events: EventQueue,
  options: {
    to: { id: number; language: TLanguage | null };
    from: number;
    type: ReviewNotificationType;
    person: string;
    education: { id: number; name: string };
    now: Date;
  },
) {
  const { to, from, type, person, education, now } = options;
  const about = type === 'review_approved' ? `${education.id}:${from}` : `${education.id}`;
  await notifyUser(
    {
      db: tx,
      userId: to.id,
      type,
      text: reviewNotificationText(type, to.language, { person, education: education.name }),
      collapseKey: `${type}:${about}`,
      from,
      now,
    },
    events,
  );
}

/** designing -> reviewing; the chosen reviewers are asked by notification. */
export async function submitForReview(
  options: LifecycleOptions & { input: TSubmitForReview },
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
      await notify(tx, events, {
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

/**
 * One approval by the caller; any member may approve, except the requester, and only once (the
 * primary key of education_approvals decides, also for two racing requests). The second approval
 * by a different user makes the education active.
 */
export async function approveEducation(options: LifecycleOptions): Promise<void> {
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
      await notify(tx, events, {
        to,
        from: me,
        type: 'review_approved',
        person,
        education,
        now,
      });
      if (activated) {
        await notify(tx, events, {
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

/** reviewing -> designing; the round ends, so its approvals and request are cleared. */
export async function stopReview(options: LifecycleOptions): Promise<void> {
  await changeEducation({ ...options, kind: 'lifecycle' }, async (tx, education) => {
    if (education.status !== 'reviewing') throw conflict(EDUCATION_MESSAGES.notReviewing);
    await tx.delete(educationApprovals).where(eq(educationApprovals.educationId, education.id));
    await tx
      .update(educations)
      .set({ status: 'designing', requestedBy: null, reviewRequestedAt: null })
      .where(eq(educations.id, education.id));
  });
}

/**
 * active -> designing, so it can be changed again. The review round that activated it is over:
 * its approvals and request are cleared like stop-review does, so the overview shows no
 * "2 of 2" for a version that is being changed and the next submit starts at 0. published_on
 * stays as history (the last activation; the screen says "previously published").
 */
export async function deactivateEducation(options: LifecycleOptions): Promise<void> {
  await changeEducation({ ...options, kind: 'lifecycle' }, async (tx, education) => {
    if (education.status !== 'active') throw conflict(EDUCATION_MESSAGES.notActive);
    await tx.delete(educationApprovals).where(eq(educationApprovals.educationId, education.id));
    await tx
      .update(educations)
      .set({ status: 'designing', requestedBy: null, reviewRequestedAt: null })
      .where(eq(educations.id, education.id));
  });
}
