import { and, count, desc, eq, gt, isNotNull, isNull, lt } from 'drizzle-orm';
import {
  NOTIFICATION_LISTS,
  NOTIFICATION_PAGE_SIZE,
  type TNotification,
  type TNotificationList,
  type TNotificationListQuery,
  type TNotificationLists,
} from '@cp/contracts';
import { notifications } from '../../db/schema';
import type { OwnNotifications } from './own-notifications';
import { toNotification } from './serialize';

/** One page of a list: its items and the `before` of the next page (null: this is the last). */
async function pageOf(
  options: OwnNotifications & { list: TNotificationList; before: number | undefined },
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
  options: OwnNotifications & { query?: TNotificationListQuery },
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
