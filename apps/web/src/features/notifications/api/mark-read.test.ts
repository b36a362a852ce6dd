import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { TNotification, TNotificationLists } from '@cp/contracts';
import { mockApi } from '@/test/mock-api';
import { notificationListKey, type TNotificationPages } from './get-notifications';
import { markReadAndReload, withoutUnread, withRead } from './mark-read';

const item = (id: number, opened_on: string | null = null): TNotification => ({
  id,
  type: 'export_failed',
  notification: `Melding ${id}`,
  data: null,
  opened_on,
  created_at: '2026-03-01T09:00:00.000Z',
  expires_in: 3,
  export_id: null,
});

const page = (lists: Partial<TNotificationLists>): TNotificationLists => ({
  unread: [],
  read: [],
  unread_count: 3,
  read_count: 4,
  unread_next: null,
  read_next: null,
  ...lists,
});
const pagesOf = (...pages: TNotificationLists[]): TNotificationPages => ({
  pages,
  pageParams: pages.map(() => null),
});
const readIds = (pages: TNotificationPages) => pages.pages.map((p) => p.read.map((n) => n.id));

describe('moving a notification from unread to read in the loaded pages', () => {
  it('takes it out of the unread pages and moves the totals by one', () => {
    const after = withoutUnread(
      pagesOf(page({ unread: [item(9), item(7)], unread_next: 7 }), page({ unread: [item(2)] })),
      7,
    );
    expect(after.pages.map((p) => p.unread.map((n) => n.id))).toEqual([[9], [2]]);
    expect(after.pages.map((p) => [p.unread_count, p.read_count])).toEqual([
      [2, 5],
      [2, 5],
    ]);
  });

  it('changes nothing when the item is not in the unread pages', () => {
    const pages = pagesOf(page({ unread: [item(9)] }));
    expect(withoutUnread(pages, 4)).toBe(pages);
  });

  it('puts it into the read pages where the server would list it (newest first by id)', () => {
    const marked = item(5, '2026-03-02T10:00:00.000Z');
    const pages = pagesOf(
      page({ read: [item(8), item(6)], read_next: 6 }),
      page({ read: [item(3)] }),
    );
    const after = withRead(pages, marked);
    expect(readIds(after)).toEqual([
      [8, 6],
      [5, 3],
    ]);
    expect(after.pages[0]?.read_count).toBe(5);
  });

  it('leaves an item older than every loaded one to the pages not loaded yet, but counts it', () => {
    const after = withRead(pagesOf(page({ read: [item(8)], read_next: 8 })), item(2, 'x'));
    expect(readIds(after)).toEqual([[8]]);
    expect(after.pages[0]?.read_count).toBe(5);
  });

  it('adds it at the end when every read page is loaded', () => {
    const after = withRead(pagesOf(page({ read: [item(8)] })), item(2, 'x'));
    expect(readIds(after)).toEqual([[8, 2]]);
  });
});

describe('marking read after a download (markReadAndReload)', () => {
  it('moves the item in the cache before the lists are read again, so it never shows twice', async () => {
    mockApi({
      'PUT notifications/7/read': { body: { data: item(7, '2026-03-01T10:00:00.000Z') } },
    });
    const client = new QueryClient();
    client.setQueryData(
      notificationListKey('unread'),
      pagesOf(page({ unread: [item(9), item(7)] })),
    );
    client.setQueryData(notificationListKey('read'), pagesOf(page({ read: [item(5)] })));
    await markReadAndReload(client, 7);
    const unread = client.getQueryData<TNotificationPages>(notificationListKey('unread'))!;
    const read = client.getQueryData<TNotificationPages>(notificationListKey('read'))!;
    expect(unread.pages[0]!.unread.map((n) => n.id)).toEqual([9]);
    expect(readIds(read)).toEqual([[7, 5]]);
  });
});
