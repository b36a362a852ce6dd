import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TNotification } from '@cp/contracts';
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

describe('NotificationsBell', () => {
  it('tells the export toasts whether the panel is open', async () => {
    mockApi({ 'GET notifications': { body: { data: { unread: [], read: [] } } } });
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
      'GET notifications': { body: { data: { unread: [ready], read: [] } } },
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
    api.route('GET notifications', {
      body: { data: { unread: [], read: [{ ...ready, opened_on: '2026-03-01T11:00:00.000Z' }] } },
    });
    await userEvent.click(screen.getByRole('button', { name: 'open plan.pdf' }));
    await waitFor(() => expect(api.requests('PUT', 'notifications/42/read')).toHaveLength(1));
    // The lists are read again: the item is no longer new.
    await waitFor(() => expect(screen.queryByText('Nieuw')).toBeNull());
    expect(api.requests('GET', 'notifications')).toHaveLength(2);
  });
});
