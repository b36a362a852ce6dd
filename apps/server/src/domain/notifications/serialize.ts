import type { TNotification } from '@cp/contracts';
import type { NotificationRow } from '../../db/schema';

const DAY_MS = 86_400_000;

/** Whole days left before the notification expires; 0 on its last day (shown as "today"). */
export function daysLeft(expiresAt: Date, now: Date): number {
  return Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / DAY_MS));
}

export function toNotification(row: NotificationRow, now: Date): TNotification {
  return {
    id: row.id,
    type: row.type,
    notification: row.notification,
    data: row.data,
    opened_on: row.openedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    expires_in: daysLeft(row.expiresAt, now),
    export_id: row.exportId,
  };
}
