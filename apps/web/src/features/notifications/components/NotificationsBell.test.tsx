import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TNotification, TNotificationLists } from '@cp/contracts';
import { mockApi } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { isNotificationsPanelOpen } from '../panel-state';
import { NotificationsBell } from './NotificationsBell';

afterEach(() => {
  vi.unstubAllGlobals();
});

const ready: TNotification = {
  id: 42,
  type: 'export_ready',
  notification: 'Je export staat klaar',
  data: 'plan.pdf',
  opened_on: null,
  created_at: '2026-03-01T10:00:00.000Z',
  expires_in: 7,
  export_id: 9,
};

/** One answer of `GET notifications`: whole lists unless the totals and next say otherwise. */
const page = (lists: Partial<TNotificationLists> = {}): { body: { data: TNotificationLists } } => ({
  body: {
    data: {
      unread: [],
      read: [],
      unread_count: lists.unread?.length ?? 0,
      read_count: lists.read?.length ?? 0,
      unread_next: null,
      read_next: null,
      ...lists,
    },
  },
});
/** The two lists' first pages, as the bell and the open panel ask them. */
const lists = (unread: TNotification[], read: TNotification[] = []) => ({
  'GET notifications?list=unread': page({ unread, read_count: read.length }),
  'GET notifications?list=read': page({ read, unread_count: unread.length }),
});

describe('NotificationsBell', () => {
  it('tells the export toasts whether the panel is open', async () => {
    mockApi(lists([]));
    await renderWithProviders(<NotificationsBell />);
    expect(isNotificationsPanelOpen()).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Meldingen' }));
    await screen.findByRole('dialog', { name: 'Meldingen' });
    expect(isNotificationsPanelOpen()).toBe(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(isNotificationsPanelOpen()).toBe(false));
  });

  it('shows the actions another feature offers, and marks an item read when it is opened', async () => {
    const api = mockApi({
      ...lists([ready]),
      'PUT notifications/42/read': {
        body: { data: { ...ready, opened_on: '2026-03-01T11:00:00.000Z' } },
      },
    });
    await renderWithProviders(
      <NotificationsBell
        renderActions={(notification, onOpened) => (
          <button type="button" onClick={onOpened}>
            open {notification.data}
          </button>
        )}
      />,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Meldingen, 1 ongelezen' }));
    expect(screen.getByText('Nieuw')).toBeTruthy();
    for (const [key, answer] of Object.entries(
      lists([], [{ ...ready, opened_on: '2026-03-01T11:00:00.000Z' }]),
    )) {
      api.route(key, answer);
    }
    await userEvent.click(screen.getByRole('button', { name: 'open plan.pdf' }));
    await waitFor(() => expect(api.requests('PUT', 'notifications/42/read')).toHaveLength(1));
    // The lists are read again: the item is no longer new.
    await waitFor(() => expect(screen.queryByText('Nieuw')).toBeNull());
    // Each list once on opening and once more after the change.
    expect(api.requests('GET', 'notifications')).toHaveLength(4);
  });

  it('marks one unread item read from its own button: it moves to the read list', async () => {
    const other: TNotification = {
      ...ready,
      id: 43,
      notification: 'Andere melding',
      export_id: 10,
    };
    const api = mockApi({
      ...lists([ready, other]),
      'PUT notifications/42/read': {
        body: { data: { ...ready, opened_on: '2026-03-01T11:00:00.000Z' } },
      },
    });
    await renderWithProviders(<NotificationsBell />);
    await userEvent.click(await screen.findByRole('button', { name: 'Meldingen, 2 ongelezen' }));
    await userEvent.click(
      screen.getByRole('button', { name: 'Markeer als gelezen: Je export staat klaar' }),
    );
    const readList = screen.getByRole('region', { name: 'Gelezen' });
    await waitFor(() => expect(within(readList).getByText('Je export staat klaar')).toBeTruthy());
    const unreadList = screen.getByRole('region', { name: 'Ongelezen' });
    expect(within(unreadList).queryByText('Je export staat klaar')).toBeNull();
    expect(within(unreadList).getByText('Andere melding')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Meldingen, 1 ongelezen' })).toBeTruthy();
    expect(api.requests('PUT', 'notifications/42/read')).toHaveLength(1);
    // Moved from the answer, without reading the lists again (each was read once).
    expect(api.requests('GET', 'notifications')).toHaveLength(2);
  });

  it('asks before deleting the read ones, and deletes nothing on cancel', async () => {
    const read = { ...ready, opened_on: '2026-03-01T11:00:00.000Z' };
    const api = mockApi({
      ...lists([], [read]),
      'DELETE notifications/all': page(),
    });
    await renderWithProviders(<NotificationsBell />);
    await userEvent.click(await screen.findByRole('button', { name: 'Meldingen' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Alles verwijderen' }));
    const confirm = await screen.findByRole('dialog', { name: 'Gelezen meldingen verwijderen?' });
    // Focus starts on the safe choice.
    expect(document.activeElement).toBe(within(confirm).getByRole('button', { name: 'Annuleren' }));
    await userEvent.click(within(confirm).getByRole('button', { name: 'Annuleren' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Gelezen meldingen verwijderen?' })).toBeNull(),
    );
    expect(api.requests('DELETE', 'notifications/all')).toHaveLength(0);
    expect(screen.getByText('Je export staat klaar')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Alles verwijderen' }));
    const again = await screen.findByRole('dialog', { name: 'Gelezen meldingen verwijderen?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Verwijderen' }));
    await waitFor(() => expect(api.requests('DELETE', 'notifications/all')).toHaveLength(1));
    // The panel stays open, now with an empty read list.
    expect(await screen.findByText('Er zijn geen gelezen meldingen.')).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Gelezen meldingen verwijderen?' })).toBeNull(),
    );
    expect(screen.getByRole('dialog', { name: 'Meldingen' })).toBeTruthy();
  });

  it('counts the unread total in the badge, not the loaded page, and loads the next page on request', async () => {
    const unread = (id: number): TNotification => ({ ...ready, id, notification: `Melding ${id}` });
    const api = mockApi({
      'GET notifications?list=unread': page({
        unread: [unread(60), unread(59)],
        unread_count: 57,
        unread_next: 59,
      }),
      'GET notifications?list=unread&before=59': page({
        unread: [unread(58), unread(57)],
        unread_count: 57,
        unread_next: 57,
      }),
      'GET notifications?list=read': page({ unread_count: 57 }),
    });
    await renderWithProviders(<NotificationsBell />);
    const bell = await screen.findByRole('button', { name: 'Meldingen, 57 ongelezen' });
    expect(screen.getByText('9+')).toBeTruthy();
    await userEvent.click(bell);
    const list = await screen.findByRole('region', { name: 'Ongelezen' });
    expect(within(list).getByRole('status').textContent).toBe('2 van 57 getoond');
    await userEvent.click(within(list).getByRole('button', { name: 'Meer laden' }));
    await waitFor(() => expect(within(list).getByText('Melding 57')).toBeTruthy());
    expect(within(list).getByRole('status').textContent).toBe('4 van 57 getoond');
    expect(api.requests('GET', 'notifications').map((r) => r.query.toString())).toEqual([
      'list=unread',
      'list=read',
      'list=unread&before=59',
    ]);
  });

  it('marks all read, also those not loaded, with the CSRF token: the answer replaces the pages', async () => {
    document.cookie = 'XSRF-TOKEN=token-3; Path=/';
    const api = mockApi({
      'GET notifications?list=unread': page({ unread: [ready], unread_count: 30, unread_next: 42 }),
      'GET notifications?list=read': page({ unread_count: 30 }),
      'GET notifications/all': page({ read: [{ ...ready, opened_on: 'x' }], read_count: 30 }),
    });
    await renderWithProviders(<NotificationsBell />);
    await userEvent.click(await screen.findByRole('button', { name: 'Meldingen, 30 ongelezen' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Alles gelezen' }));
    expect(await screen.findByText('Je hebt geen ongelezen meldingen.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Meldingen' })).toBeTruthy();
    const read = screen.getByRole('region', { name: 'Gelezen' });
    expect(within(read).getByText('Je export staat klaar')).toBeTruthy();
    expect(within(read).getByRole('status').textContent).toBe('1 van 30 getoond');
    expect(api.requests('GET', 'notifications/all')[0]?.headers.get('x-xsrf-token')).toBe(
      'token-3',
    );
  });
});
