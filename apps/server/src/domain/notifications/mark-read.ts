import { and, eq } from 'drizzle-orm';
import { userRoom, type TNotification } from '@cp/contracts';
import { notifications } from '../../db/schema';
import { withEvents } from '../events/publisher';
import { notFound } from '../errors';
import type { OwnNotificationsChange } from './own-notifications';
import { toNotification } from './serialize';

/** Marks one of the actor's notifications read; someone else's id answers 404, as if unknown. */
export async function markRead(
  options: OwnNotificationsChange & { id: number },
): Promise<TNotification> {
  const { db, actor, now, publisher, id } = options;
  return withEvents({ db, publisher }, async (tx, events) => {
    const owned = and(eq(notifications.id, id), eq(notifications.userId, actor.userId));
    const [row] = await tx.select().from(notifications).where(owned).limit(1);
    if (!row || row.expiresAt <= now) throw notFound('notFound.notification');
    if (row.openedAt) return toNotification(row, now);
    const [updated] = await tx
      .update(notifications)
      .set({ openedAt: now })
      .where(owned)
      .returning();
    events.emit(userRoom(actor.userId), 'notification_update', { action: 'read', id });
    return toNotification(updated ?? row, now);
  });
}
