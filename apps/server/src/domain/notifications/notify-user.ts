import { userRoom, type TNotification, type TNotificationType } from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import { notifications } from '../../db/schema';
import type { EventQueue } from '../events/publisher';
import { toNotification } from './serialize';

/** How long a notification stays in the panel unless the caller says otherwise. */
export const NOTIFICATION_LIFETIME_DAYS = 14;

/**
 * Adds a notification to the top of the user's unread list and, once the caller's transaction
 * has committed, sends it as `notification` on their user room (SPEC §4, §7). Run it inside
 * `withEvents` and pass its queue: exports, review requests and approvals all come this way.
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
    now: Date;
    expiresAt?: Date;
  },
  events: EventQueue,
): Promise<TNotification> {
  const { db, userId, type, text, now } = options;
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
      createdAt: now,
      expiresAt,
    })
    .returning();
  if (!row) throw new Error('notification not stored');
  const notification = toNotification(row, now);
  events.emit(userRoom(userId), 'notification', notification);
  return notification;
}
