import { eq } from 'drizzle-orm';
import { userRoom } from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import { notifications, users } from '../../db/schema';
import type { EventQueue } from '../events/publisher';
import { notifyUser } from '../notifications/notify-user';
import { exportNotificationText, type ExportNotificationType } from './notification-texts';

/**
 * Tells the user an export moved to a new state (docs/exports.md "How an export runs"): the
 * notification of the previous state goes (`notification_update` delete, so every tab drops it) and
 * the new one comes (`notification`), both after the caller's transaction commits. The panel
 * therefore holds one item per export: in line, being made, ready or failed.
 */
export async function notifyExportState(
  options: {
    db: DbOrTx;
    exportId: number;
    userId: number;
    educationName: string;
    type: ExportNotificationType;
    now: Date;
    /** export_ready: the file name; it expires with the file. */
    fileName?: string;
    expiresAt?: Date;
  },
  events: EventQueue,
): Promise<void> {
  const { db, exportId, userId, type, now } = options;
  const removed = await db
    .delete(notifications)
    .where(eq(notifications.exportId, exportId))
    .returning({ id: notifications.id });
  for (const { id } of removed) {
    events.emit(userRoom(userId), 'notification_update', { action: 'delete', id });
  }
  const [user] = await db
    .select({ language: users.language })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  await notifyUser(
    {
      db,
      userId,
      type,
      text: exportNotificationText(type, user?.language ?? null, {
        education: options.educationName,
      }),
      data: options.fileName ?? null,
      exportId,
      now,
      expiresAt: options.expiresAt,
    },
    events,
  );
}
