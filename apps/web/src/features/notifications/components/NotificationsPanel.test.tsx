import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import type { TNotification } from '@cp/contracts';
import { renderWithProviders } from '@/test/render';
import { NotificationsPanel, type TListView } from './NotificationsPanel';

const item = (id: number, opened_on: string | null): TNotification => ({
  id,
  type: 'export_failed',
  notification: `Melding ${id}`,
  data: null,
  opened_on,
  created_at: '2026-03-01T10:00:00.000Z',
  expires_in: 3,
  export_id: id,
});

/** A list loaded whole, or with `total` and `more` a first page of a longer one. */
const view = (items: TNotification[], more: Partial<TListView> = {}): TListView => ({
  items,
  total: items.length,
  hasMore: false,
  loadingMore: false,
  onLoadMore: vi.fn(),
  ...more,
});

const handlers = () => ({
  failed: false,
  busy: false,
  onMarkAllRead: vi.fn(),
  onMarkRead: vi.fn(),
  onDeleteRead: vi.fn(),
});

describe('NotificationsPanel', () => {
  it('says so when nothing is unread, and offers no buttons without items', async () => {
    await renderWithProviders(
      <NotificationsPanel unread={view([])} read={view([])} {...handlers()} />,
    );
    expect(screen.getByText('Je hebt geen ongelezen meldingen.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says that it could not load, and shows no empty read list while that list loads', async () => {
    const { unmount } = await renderWithProviders(
      <NotificationsPanel unread={undefined} read={undefined} {...handlers()} failed />,
    );
    expect(screen.getByText('De meldingen konden niet worden geladen.')).toBeTruthy();
    unmount();
    await renderWithProviders(
      <NotificationsPanel unread={view([item(1, null)])} read={undefined} {...handlers()} />,
    );
    expect(screen.queryByText('Er zijn geen gelezen meldingen.')).toBeNull();
  });

  it('marks all read from the unread list and deletes all from the read list', async () => {
    const props = handlers();
    await renderWithProviders(
      <NotificationsPanel
        unread={view([item(1, null)])}
        read={view([item(2, '2026-03-01T11:00:00.000Z')])}
        {...props}
      />,
      { language: 'en' },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete all' }));
    expect(props.onMarkAllRead).toHaveBeenCalledOnce();
    expect(props.onDeleteRead).toHaveBeenCalledOnce();
    expect(screen.getByText('Melding 1')).toBeTruthy();
    expect(screen.getByText('Melding 2')).toBeTruthy();
  });

  it('offers each unread item, and no read one, a mark-as-read button named after it', async () => {
    const props = handlers();
    await renderWithProviders(
      <NotificationsPanel
        unread={view([item(1, null), item(3, null)])}
        read={view([item(2, '2026-03-01T11:00:00.000Z')])}
        {...props}
      />,
    );
    expect(screen.getAllByRole('button', { name: /^Markeer als gelezen: / })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Markeer als gelezen: Melding 2' })).toBeNull();
    // By keyboard: the buttons are in the tab order and Enter presses them.
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Alles gelezen' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Markeer als gelezen: Melding 1' }),
    );
    await userEvent.keyboard('{Enter}');
    expect(props.onMarkRead).toHaveBeenCalledExactlyOnceWith(item(1, null));
  });

  it("moves focus to the next unread item's button once the marked one has left the list", async () => {
    /** The panel over lists that move a marked item to read, as the query cache does. */
    function Harness() {
      const [lists, setLists] = useState({
        unread: [item(1, null), item(3, null)],
        read: [item(2, '2026-03-01T11:00:00.000Z')],
      });
      return (
        <NotificationsPanel
          unread={view(lists.unread)}
          read={view(lists.read)}
          {...handlers()}
          onMarkRead={(marked) =>
            setLists((before) => ({
              unread: before.unread.filter((n) => n.id !== marked.id),
              read: [{ ...marked, opened_on: '2026-03-01T12:00:00.000Z' }, ...before.read],
            }))
          }
        />
      );
    }
    await renderWithProviders(<Harness />, { language: 'en' });
    await userEvent.click(screen.getByRole('button', { name: 'Mark as read: Melding 1' }));
    const next = screen.getByRole('button', { name: 'Mark as read: Melding 3' });
    await waitFor(() => expect(document.activeElement).toBe(next));
    await userEvent.keyboard('{Enter}');
    const heading = screen.getByRole('heading', { name: 'Unread' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByText('You have no unread notifications.')).toBeTruthy();
  });

  it('shows how many of the total are loaded, loads more by keyboard, and moves focus to the first new item', async () => {
    /** A read list of 1.204 of which pages of two come in, as the paged query gives them. */
    function Harness() {
      const [items, setItems] = useState([item(99, 'x'), item(98, 'x')]);
      return (
        <NotificationsPanel
          unread={view([])}
          read={view(items, {
            total: 1204,
            hasMore: true,
            onLoadMore: () => setItems((before) => [...before, item(97, 'x'), item(96, 'x')]),
          })}
          {...handlers()}
        />
      );
    }
    await renderWithProviders(<Harness />);
    const read = screen.getByRole('region', { name: 'Gelezen' });
    // Numbers in the interface language's format.
    expect(within(read).getByRole('status').textContent).toBe('2 van 1.204 getoond');
    const more = within(read).getByRole('button', { name: 'Meer laden' });
    // A screen reader hears which list it extends and how far it is.
    expect(more.getAttribute('aria-describedby')).toBe(
      'notifications-read notifications-read-shown',
    );
    more.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(within(read).getByRole('status').textContent).toBe('4 van 1.204 getoond'),
    );
    const first = within(read).getByText('Melding 97').closest('li');
    await waitFor(() => expect(document.activeElement).toBe(first));
  });

  it('has no "load more" once a list is loaded whole, and says it in English too', async () => {
    await renderWithProviders(
      <NotificationsPanel
        unread={view([item(5, null), item(4, null)], { total: 60, hasMore: true })}
        read={view([item(2, 'x')])}
        {...handlers()}
      />,
      { language: 'en' },
    );
    const unread = screen.getByRole('region', { name: 'Unread' });
    expect(within(unread).getByRole('status').textContent).toBe('Showing 2 of 60');
    expect(within(unread).getByRole('button', { name: 'Load more' })).toBeTruthy();
    const read = screen.getByRole('region', { name: 'Read' });
    expect(within(read).queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(within(read).queryByRole('status')).toBeNull();
  });
});
