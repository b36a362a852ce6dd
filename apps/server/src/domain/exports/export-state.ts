import { eq } from 'drizzle-orm';
import { DEFAULT_LANGUAGE, userRoom } from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import { educations, exports, notifications, users } from '../../db/schema';
import { exportPartName } from './assemble';
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
  // A test plan alone is named as what it is ("PTA"), in the user's language and the sector's word.
  const [made] = await db
    .select({ parts: exports.parts, type: educations.type })
    .from(exports)
    .innerJoin(educations, eq(educations.id, exports.educationId))
    .where(eq(exports.id, exportId))
    .limit(1);
  const language = user?.language ?? null;
  const part =
    made?.parts.length === 1 && made.parts[0] === 'test_plan'
      ? exportPartName('test_plan', language ?? DEFAULT_LANGUAGE, made.type)
      : undefined;
  await notifyUser(
    {
      db,
      userId,
      type,
      text: exportNotificationText(type, language, { education: options.educationName, part }),
      data: options.fileName ?? null,
      exportId,
      now,
      expiresAt: options.expiresAt,
    },
    events,
  );
}
