import { and, eq, isNotNull } from 'drizzle-orm';
import { userRoom, type TNotificationLists } from '@cp/contracts';
import { notifications } from '../../db/schema';
import { withEvents } from '../events/publisher';
import { listNotifications } from './list-notifications';
import type { OwnNotificationsChange } from './own-notifications';

/** Deletes all the read notifications (not only a page); unread ones stay. */
export async function deleteRead(options: OwnNotificationsChange): Promise<TNotificationLists> {
  const { db, actor, now, publisher } = options;
  return withEvents({ db, publisher }, async (tx, events) => {
    const deleted = await tx
      .delete(notifications)
      .where(and(eq(notifications.userId, actor.userId), isNotNull(notifications.openedAt)))
      .returning({ id: notifications.id });
    for (const { id } of deleted) {
      events.emit(userRoom(actor.userId), 'notification_update', { action: 'delete', id });
    }
    return listNotifications({ db: tx, actor, now });
  });
}
