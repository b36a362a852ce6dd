import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TNotification, TNotificationLists } from '@cp/contracts';
import { callEndpoint } from '@/lib/api';
import {
  notificationListKey,
  notificationsQueryKey,
  type TNotificationPages,
} from './get-notifications';

/** `PUT notifications/:id/read` marks one notification read (its button, opening an export). */
export async function markRead(notificationId: number): Promise<TNotification> {
  return (await callEndpoint('markNotificationRead', { params: { id: notificationId } })).data;
}

/**
 * Marks read and reloads the lists (the item moves from unread to read). It moves in the cache
 * first: the two lists are read again each on its own, and the read list coming back first
 * would otherwise show the item in both for a moment. Quiet on failure: the file was downloaded
 * all the same, and only the "new" marker stays.
 */
export async function markReadAndReload(
  queryClient: QueryClient,
  notificationId: number,
): Promise<void> {
  let notification: TNotification;
  try {
    notification = await markRead(notificationId);
  } catch (error) {
    console.warn('notifications: could not mark as read', error);
    return;
  }
  moveToRead(queryClient, notification);
  await queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
}

/** The item leaves the cached unread pages and joins the read ones. */
function moveToRead(queryClient: QueryClient, notification: TNotification): void {
  queryClient.setQueryData<TNotificationPages>(
    notificationListKey('unread'),
    (pages) => pages && withoutUnread(pages, notification.id),
  );
  queryClient.setQueryData<TNotificationPages>(
    notificationListKey('read'),
    (pages) => pages && withRead(pages, notification),
  );
}

/** Every page with its items changed and both totals moved by one (each answer carries them). */
function changePages(
  pages: TNotificationPages,
  change: (page: TNotificationLists, index: number) => TNotificationLists,
  moved: boolean,
): TNotificationPages {
  return {
    ...pages,
    pages: pages.pages.map((page, index) => {
      const changed = change(page, index);
      return moved
        ? {
            ...changed,
            unread_count: Math.max(0, changed.unread_count - 1),
            read_count: changed.read_count + 1,
          }
        : changed;
    }),
  };
}

/** The unread pages once `id` is read: the item leaves them, the totals follow. */
export function withoutUnread(pages: TNotificationPages, id: number): TNotificationPages {
  const present = pages.pages.some((page) => page.unread.some((item) => item.id === id));
  if (!present) return pages;
  return changePages(
    pages,
    (page) => ({ ...page, unread: page.unread.filter((item) => item.id !== id) }),
    true,
  );
}

/**
 * The read pages once `notification` is read: it joins them where the server would list it
 * (newest first by id). An item older than every loaded one, while more pages follow, is left to
 * those pages; only the totals change then.
 */
export function withRead(
  pages: TNotificationPages,
  notification: TNotification,
): TNotificationPages {
  if (pages.pages.some((page) => page.read.some((item) => item.id === notification.id))) {
    return pages;
  }
  const home = pages.pages.findIndex((page) => page.read.some((item) => item.id < notification.id));
  const last = pages.pages.length - 1;
  const lastPage = pages.pages[last];
  const target = home >= 0 ? home : lastPage && lastPage.read_next === null ? last : -1;
  return changePages(
    pages,
    (page, index) => {
      if (index !== target) return page;
      const at = page.read.findIndex((item) => item.id < notification.id);
      const read = [...page.read];
      read.splice(at < 0 ? read.length : at, 0, notification);
      return { ...page, read };
    },
    true,
  );
}

/**
 * The panel's "mark as read" of one item: it moves from the unread list to the read list as soon
 * as the server answers, without reading the lists again. The user's other tabs hear of it
 * through `notification_update` (app/use-realtime.ts).
 */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onSuccess: (notification) => moveToRead(queryClient, notification),
  });
}
