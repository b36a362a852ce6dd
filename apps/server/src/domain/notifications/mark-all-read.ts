import { and, eq, isNull } from 'drizzle-orm';
import { userRoom, type TNotificationLists } from '@cp/contracts';
import { notifications } from '../../db/schema';
import { withEvents } from '../events/publisher';
import { listNotifications } from './list-notifications';
import type { OwnNotificationsChange } from './own-notifications';

export async function markAllRead(options: OwnNotificationsChange): Promise<TNotificationLists> {
  const { db, actor, now, publisher } = options;
  return withEvents({ db, publisher }, async (tx, events) => {
    const changed = await tx
      .update(notifications)
      .set({ openedAt: now })
      .where(and(eq(notifications.userId, actor.userId), isNull(notifications.openedAt)))
      .returning({ id: notifications.id });
    for (const { id } of changed) {
      events.emit(userRoom(actor.userId), 'notification_update', { action: 'read', id });
    }
    return listNotifications({ db: tx, actor, now });
  });
}
