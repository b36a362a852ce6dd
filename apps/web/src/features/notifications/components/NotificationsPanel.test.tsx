import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TNotification } from '@cp/contracts';
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
});
