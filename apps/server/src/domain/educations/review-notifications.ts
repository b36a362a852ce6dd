import { inArray } from 'drizzle-orm';
import type { TLanguage } from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import type { EventQueue } from '../events/publisher';
import { notifyUser } from '../notifications/notify-user';
import { fullName } from '../users/person-name';
import { reviewNotificationText, type ReviewNotificationType } from './review-notification-texts';

/*
 * The notifications of the review round (docs/educations.md "Lifecycle"): stored in the
 * transaction of the change that causes them, sent after commit.
 */

/** The people a review notification names or goes to: name and language, by id. */
export async function usersById(tx: DbOrTx, ids: number[]) {
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
export async function notifyReview(
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
