import { and, eq } from 'drizzle-orm';
import { userRoom, type TNotification, type TNotificationType } from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import { notifications } from '../../db/schema';
import type { EventQueue } from '../events/publisher';
import { claimNotificationSlot } from './notification-rate';
import { toNotification } from './serialize';

/** How long a notification stays in the panel unless the caller says otherwise. */
export const NOTIFICATION_LIFETIME_DAYS = 14;

/**
 * Adds a notification to the top of the user's unread list and, once the caller's transaction
 * has committed, sends it as `notification` on their user room. Run it inside `withEvents` and
 * pass its queue: exports, review requests and approvals all come this way.
 *
 * Two bounds (issue 25, docs/notifications.md):
 * - `collapseKey` names what it is about (`review_requested:<education>`): an earlier one of the
 *   user with the same key, read or not, is replaced (a `notification_update` delete, then the
 *   new `notification`), so repeats do not pile up; the unique index on (key, user) holds it.
 * - `from`, the person whose action causes it: at most NOTIFICATIONS_PER_SENDER per recipient in
 *   the window (notification-rate.ts); beyond it nothing is stored or sent and the answer is null.
 *   One's own notifications (exports) are not counted.
 */
export async function notifyUser(
  options: {
    db: DbOrTx;
    userId: number;
    type: TNotificationType;
    text: string;
    /** For export_ready: the file name the download is saved under. */
    data?: string | null;
    /** For export_* notifications: the export they are about. */
    exportId?: number | null;
    collapseKey?: string;
    from?: number;
    now: Date;
    expiresAt?: Date;
  },
  events: EventQueue,
): Promise<TNotification | null> {
  const { db, userId, type, text, now } = options;
  const collapseKey = options.collapseKey ?? null;
  if (options.from !== undefined && options.from !== userId) {
    const allowed = await claimNotificationSlot(db, { from: options.from, to: userId }, now);
    if (!allowed) return null;
  }
  if (collapseKey !== null) {
    const replaced = await db
      .delete(notifications)
      .where(and(eq(notifications.collapseKey, collapseKey), eq(notifications.userId, userId)))
      .returning({ id: notifications.id });
    for (const { id } of replaced) {
      events.emit(userRoom(userId), 'notification_update', { action: 'delete', id });
    }
  }
  const expiresAt =
    options.expiresAt ?? new Date(now.getTime() + NOTIFICATION_LIFETIME_DAYS * 86_400_000);
  const [row] = await db
    .insert(notifications)
    .values({
      userId,
      type,
      notification: text,
      data: options.data ?? null,
      exportId: options.exportId ?? null,
      collapseKey,
      createdAt: now,
      expiresAt,
    })
    // A parallel transaction stored the same key for this user after our delete: theirs stays.
    .onConflictDoNothing()
    .returning();
  if (!row) return null;
  const notification = toNotification(row, now);
  events.emit(userRoom(userId), 'notification', notification);
  return notification;
}
