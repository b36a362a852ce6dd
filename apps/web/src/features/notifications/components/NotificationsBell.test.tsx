import { screen, waitFor, within } from '@testing-library/react';
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

  it('marks one unread item read from its own button: it moves to the read list', async () => {
    const other: TNotification = {
      ...ready,
      id: 43,
      notification: 'Andere melding',
      export_id: 10,
    };
    const api = mockApi({
      'GET notifications': { body: { data: { unread: [ready, other], read: [] } } },
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
    // Moved from the answer, without reading the lists again.
    expect(api.requests('GET', 'notifications')).toHaveLength(1);
  });

  it('asks before deleting the read ones, and deletes nothing on cancel', async () => {
    const read = { ...ready, opened_on: '2026-03-01T11:00:00.000Z' };
    const api = mockApi({
      'GET notifications': { body: { data: { unread: [], read: [read] } } },
      'DELETE notifications/all': { body: { data: { unread: [], read: [] } } },
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
});
