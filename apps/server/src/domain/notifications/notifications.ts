import { and, count, desc, eq, gt, isNotNull, isNull, lt } from 'drizzle-orm';
import {
  NOTIFICATION_LISTS,
  NOTIFICATION_PAGE_SIZE,
  userRoom,
  type TNotification,
  type TNotificationList,
  type TNotificationListQuery,
  type TNotificationLists,
} from '@cp/contracts';
import type { Db, DbOrTx } from '../../db/client';
import { notifications } from '../../db/schema';
import { withEvents, type Publisher } from '../events/publisher';
import type { Actor } from '../actor';
import { notFound } from '../errors';
import { toNotification } from './serialize';

/*
 * Every query here is limited to the actor's own notifications (user_id = actor). Expired ones
 * are never shown; a later clean-up job deletes them. Changes tell the user's other tabs through
 * `notification_update` on their user room, after the commit.
 * The lists are paged (docs/notifications.md): newest first by id (the order they were stored
 * in), at most NOTIFICATION_PAGE_SIZE of a list per answer, with the totals beside them; marking
 * all read and deleting the read ones act on all of them, not only on a page.
 */

type Options = { db: DbOrTx; actor: Actor; now: Date };
type ChangeOptions = { db: Db; actor: Actor; now: Date; publisher: Publisher };

/** One page of a list: its items and the `before` of the next page (null: this is the last). */
async function pageOf(
  options: Options & { list: TNotificationList; before: number | undefined },
): Promise<{ items: TNotification[]; next: number | null }> {
  const { db, actor, now, list, before } = options;
  const size = NOTIFICATION_PAGE_SIZE[list];
  const rows = await db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, actor.userId),
        gt(notifications.expiresAt, now),
        list === 'unread' ? isNull(notifications.openedAt) : isNotNull(notifications.openedAt),
        before === undefined ? undefined : lt(notifications.id, before),
      ),
    )
    .orderBy(desc(notifications.id))
    // One more than the page: whether another page follows, without counting.
    .limit(size + 1);
  const page = rows.slice(0, size);
  const last = page[page.length - 1];
  return {
    items: page.map((row) => toNotification(row, now)),
    next: rows.length > size && last ? last.id : null,
  };
}

/**
 * The first page of both lists, or with `query.list` the page of that list before
 * `query.before` (the other list then empty); the totals always count both lists whole.
 */
export async function listNotifications(
  options: Options & { query?: TNotificationListQuery },
): Promise<TNotificationLists> {
  const { db, actor, now } = options;
  const asked = options.query?.list;
  const before = options.query?.before;
  const [totals] = await db
    .select({ unread: count(notifications.id), read: count(notifications.openedAt) })
    .from(notifications)
    .where(and(eq(notifications.userId, actor.userId), gt(notifications.expiresAt, now)));
  const answer: TNotificationLists = {
    unread: [],
    read: [],
    // count(id) counts all, count(opened_at) the read ones.
    unread_count: (totals?.unread ?? 0) - (totals?.read ?? 0),
    read_count: totals?.read ?? 0,
    unread_next: null,
    read_next: null,
  };
  for (const list of NOTIFICATION_LISTS) {
    if (asked !== undefined && asked !== list) continue;
    const page = await pageOf({ db, actor, now, list, before: asked ? before : undefined });
    answer[list] = page.items;
    answer[list === 'unread' ? 'unread_next' : 'read_next'] = page.next;
  }
  return answer;
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

/** Deletes all the read notifications (not only a page); unread ones stay. */
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
