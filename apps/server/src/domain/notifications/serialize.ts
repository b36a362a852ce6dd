import { calendarDaysLeft, type TNotification } from '@cp/contracts';
import type { NotificationRow } from '../../db/schema';

/**
 * `expires_in` counts Amsterdam calendar days: 0 is "today", 1 is "tomorrow"
 * (docs/notifications.md).
 */
export function toNotification(row: NotificationRow, now: Date): TNotification {
  return {
    id: row.id,
    type: row.type,
    notification: row.notification,
    data: row.data,
    opened_on: row.openedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    expires_in: calendarDaysLeft(row.expiresAt, now),
    export_id: row.exportId,
  };
}
