import { and, desc, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { TNotification, TNotificationLists } from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import { notifications } from '../../db/schema';
import type { Actor } from '../actor';
import { notFound } from '../errors';
import { toNotification } from './serialize';

/*
 * Every query here is limited to the actor's own notifications (user_id = actor). Expired ones
 * are never shown; a later clean-up job deletes them.
 */

type Options = { db: DbOrTx; actor: Actor; now: Date };

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

export async function markAllRead({ db, actor, now }: Options): Promise<TNotificationLists> {
  await db
    .update(notifications)
    .set({ openedAt: now })
    .where(and(eq(notifications.userId, actor.userId), isNull(notifications.openedAt)));
  return listNotifications({ db, actor, now });
}

/** Deletes only the read notifications; unread ones stay (SPEC §4). */
export async function deleteRead({ db, actor, now }: Options): Promise<TNotificationLists> {
  await db
    .delete(notifications)
    .where(and(eq(notifications.userId, actor.userId), isNotNull(notifications.openedAt)));
  return listNotifications({ db, actor, now });
}

/** Marks one of the actor's notifications read; someone else's id answers 404, as if unknown. */
export async function markRead(options: Options & { id: number }): Promise<TNotification> {
  const { db, actor, now, id } = options;
  const owned = and(eq(notifications.id, id), eq(notifications.userId, actor.userId));
  const [row] = await db.select().from(notifications).where(owned).limit(1);
  if (!row || row.expiresAt <= now) throw notFound('Notification not found');
  if (row.openedAt) return toNotification(row, now);
  const [updated] = await db.update(notifications).set({ openedAt: now }).where(owned).returning();
  return toNotification(updated ?? row, now);
}
