import {
  infiniteQueryOptions,
  useInfiniteQuery,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import type { TNotificationList, TNotificationLists } from '@cp/contracts';
import { callEndpoint } from '@/lib/api';
import { isRealtimeConnected } from '@/lib/realtime-status';

/*
 * The panel's two lists, each its own paged query (docs/notifications.md): the server answers at
 * most a page of a list at a time, newest first, with the totals and the `before` of the next
 * page. "Load more" fetches the next page of one list; a realtime update reloads every loaded
 * page of both (invalidating `notificationsQueryKey`), so nothing is shown twice or skipped.
 */

/** The prefix of both lists' queries: invalidating it reloads the panel and the badge. */
export const notificationsQueryKey = ['notifications'] as const;
export const notificationListKey = (list: TNotificationList) =>
  [...notificationsQueryKey, list] as const;

/** A list's pages as the query cache holds them (each page is one answer of the server). */
export type TNotificationPages = InfiniteData<TNotificationLists>;

const nextOf = (page: TNotificationLists, list: TNotificationList) =>
  list === 'unread' ? page.unread_next : page.read_next;

export async function getNotificationPage(
  list: TNotificationList,
  before: number | null,
  signal?: AbortSignal,
): Promise<TNotificationLists> {
  const query = before === null ? { list } : { list, before };
  return (await callEndpoint('listNotifications', { query, signal })).data;
}

/** Only while the realtime channel is down does a calm poll keep the badge roughly current. */
const FALLBACK_POLL_MS = 60_000;

export const notificationListOptions = (list: TNotificationList) =>
  infiniteQueryOptions({
    queryKey: notificationListKey(list),
    queryFn: ({ pageParam, signal }) => getNotificationPage(list, pageParam, signal),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => nextOf(last, list),
    refetchInterval: () => (isRealtimeConnected() ? false : FALLBACK_POLL_MS),
  });

/** One list; `enabled: false` until it is shown (the read list waits for the panel). */
export const useNotificationList = (list: TNotificationList, enabled = true) =>
  useInfiniteQuery({ ...notificationListOptions(list), enabled });

/** The loaded items of a list, newest first. */
export const itemsOf = (pages: TNotificationPages | undefined, list: TNotificationList) =>
  pages?.pages.flatMap((page) => page[list]) ?? [];

/** How many the list holds in all: the newest answer's total (the first page is read first). */
export const totalOf = (pages: TNotificationPages | undefined, list: TNotificationList) => {
  const first = pages?.pages[0];
  return first ? (list === 'unread' ? first.unread_count : first.read_count) : 0;
};

/** The badge's count: the unread total, not only what is loaded. */
export function useUnreadCount(): number {
  return totalOf(useNotificationList('unread').data, 'unread');
}

/**
 * After marking all read or deleting the read ones: the server answered the first page of both
 * lists, which replaces whatever pages were loaded (the rest of them changed too).
 */
export function showFirstPages(queryClient: QueryClient, answer: TNotificationLists): void {
  const pages: TNotificationPages = { pages: [answer], pageParams: [null] };
  queryClient.setQueryData(notificationListKey('unread'), pages);
  queryClient.setQueryData(notificationListKey('read'), pages);
}
