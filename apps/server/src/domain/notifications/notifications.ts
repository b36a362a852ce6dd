import { and, desc, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import { userRoom, type TNotification, type TNotificationLists } from '@cp/contracts';
import type { Db, DbOrTx } from '../../db/client';
import { notifications } from '../../db/schema';
import { withEvents, type Publisher } from '../events/publisher';
import type { Actor } from '../actor';
import { notFound } from '../errors';
import { toNotification } from './serialize';

/*
 * Every query here is limited to the actor's own notifications (user_id = actor). Expired ones
 * are never shown; a later clean-up job deletes them. Changes tell the user's other tabs through
 * `notification_update` on their user room (SPEC §7), after the commit.
 */

type Options = { db: DbOrTx; actor: Actor; now: Date };
type ChangeOptions = { db: Db; actor: Actor; now: Date; publisher: Publisher };

export async function listNotifications({ db, actor, now }: Options): Promise<TNotificationLists> {
  const rows = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, actor.userId), gt(notifications.expiresAt, now)))
    .orderBy(desc(notifications.createdAt), desc(notifications.id));
  const lists: TNotificationLists = { unread: [], read: [] };
  for (const row of rows) {
    (row.openedAt ? lists.read : lists.unread).push(toNotification(row, now));
  }
  return lists;
}

export async function markAllRead(options: ChangeOptions): Promise<TNotificationLists> {
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

/** Deletes only the read notifications; unread ones stay (SPEC §4). */
export async function deleteRead(options: ChangeOptions): Promise<TNotificationLists> {
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

/** Marks one of the actor's notifications read; someone else's id answers 404, as if unknown. */
export async function markRead(options: ChangeOptions & { id: number }): Promise<TNotification> {
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
