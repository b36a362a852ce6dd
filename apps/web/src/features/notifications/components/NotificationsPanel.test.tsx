import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import type { TNotification, TNotificationLists } from '@cp/contracts';
import { renderWithProviders } from '@/test/render';
import { NotificationsPanel } from './NotificationsPanel';

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

describe('NotificationsPanel', () => {
  it('says so when nothing is unread, and offers no buttons without items', async () => {
    await renderWithProviders(
      <NotificationsPanel
        lists={{ unread: [], read: [] }}
        failed={false}
        busy={false}
        onMarkAllRead={vi.fn()}
        onMarkRead={vi.fn()}
        onDeleteRead={vi.fn()}
      />,
    );
    expect(screen.getByText('Je hebt geen ongelezen meldingen.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('marks all read from the unread list and deletes all from the read list', async () => {
    const onMarkAllRead = vi.fn();
    const onDeleteRead = vi.fn();
    await renderWithProviders(
      <NotificationsPanel
        lists={{ unread: [item(1, null)], read: [item(2, '2026-03-01T11:00:00.000Z')] }}
        failed={false}
        busy={false}
        onMarkAllRead={onMarkAllRead}
        onMarkRead={vi.fn()}
        onDeleteRead={onDeleteRead}
      />,
      { language: 'en' },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete all' }));
    expect(onMarkAllRead).toHaveBeenCalledOnce();
    expect(onDeleteRead).toHaveBeenCalledOnce();
    expect(screen.getByText('Melding 1')).toBeTruthy();
    expect(screen.getByText('Melding 2')).toBeTruthy();
  });

  it('offers each unread item, and no read one, a mark-as-read button named after it', async () => {
    const onMarkRead = vi.fn();
    await renderWithProviders(
      <NotificationsPanel
        lists={{
          unread: [item(1, null), item(3, null)],
          read: [item(2, '2026-03-01T11:00:00.000Z')],
        }}
        failed={false}
        busy={false}
        onMarkAllRead={vi.fn()}
        onMarkRead={onMarkRead}
        onDeleteRead={vi.fn()}
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
    expect(onMarkRead).toHaveBeenCalledExactlyOnceWith(item(1, null));
  });

  it("moves focus to the next unread item's button once the marked one has left the list", async () => {
    /** The panel over lists that move a marked item to read, as the query cache does. */
    function Harness() {
      const [lists, setLists] = useState<TNotificationLists>({
        unread: [item(1, null), item(3, null)],
        read: [item(2, '2026-03-01T11:00:00.000Z')],
      });
      return (
        <NotificationsPanel
          lists={lists}
          failed={false}
          busy={false}
          onMarkAllRead={vi.fn()}
          onMarkRead={(marked) =>
            setLists((before) => ({
              unread: before.unread.filter((n) => n.id !== marked.id),
              read: [{ ...marked, opened_on: '2026-03-01T12:00:00.000Z' }, ...before.read],
            }))
          }
          onDeleteRead={vi.fn()}
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
});
