import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { BellButton } from './BellButton';

describe('BellButton unread badge (capped at 9+, docs/notifications.md)', () => {
  it.each([
    [0, '', 'Meldingen'],
    [9, '9', 'Meldingen, 9 ongelezen'],
    [10, '9+', 'Meldingen, 10 ongelezen'],
  ])('with %i unread shows "%s" in Dutch', async (unread, badge, name) => {
    const { container } = await renderWithProviders(<BellButton unread={unread} />);
    const button = screen.getByRole('button', { name });
    expect(button).toBeTruthy();
    const indicator = container.querySelector('.mantine-Indicator-indicator');
    expect(indicator?.textContent ?? '').toBe(badge);
  });

  it('names the button in English too', async () => {
    await renderWithProviders(<BellButton unread={12} />, { language: 'en' });
    expect(screen.getByRole('button', { name: 'Notifications, 12 unread' })).toBeTruthy();
    expect(screen.getByText('9+')).toBeTruthy();
  });
});
