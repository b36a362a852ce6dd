import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TNotification } from '@cp/contracts';
import { renderWithProviders } from '@/test/render';
import { NotificationItem } from './NotificationItem';

const base: TNotification = {
  id: 1,
  type: 'export_ready',
  notification: 'Je export staat klaar',
  data: 'plan.xlsx',
  opened_on: null,
  created_at: '2026-03-01T10:00:00.000Z',
  expires_in: 5,
  export_id: 7,
};

describe('NotificationItem', () => {
  it.each([
    ['nl', 5, 'Verloopt over 5 dagen'],
    ['nl', 1, 'Verloopt morgen'],
    ['nl', 0, 'Verloopt vandaag'],
    ['en', 5, 'Expires in 5 days'],
    ['en', 1, 'Expires tomorrow'],
    ['en', 0, 'Expires today'],
  ])('in %s with %i days left says "%s"', async (language, days, text) => {
    await renderWithProviders(<NotificationItem notification={{ ...base, expires_in: days }} />, {
      language,
    });
    expect(screen.getByText(text, { exact: false })).toBeTruthy();
  });

  it.each([
    ['nl', 'Nieuw'],
    ['en', 'New'],
  ])('marks an unopened export_ready as new (%s)', async (language, marker) => {
    await renderWithProviders(<NotificationItem notification={base} />, { language });
    expect(screen.getByText(marker)).toBeTruthy();
  });

  it('does not mark opened exports or other types as new', async () => {
    await renderWithProviders(
      <NotificationItem notification={{ ...base, opened_on: '2026-03-02T09:00:00.000Z' }} />,
    );
    await renderWithProviders(
      <NotificationItem notification={{ ...base, id: 2, type: 'export_failed' }} />,
    );
    expect(screen.queryByText('Nieuw')).toBeNull();
  });
});
