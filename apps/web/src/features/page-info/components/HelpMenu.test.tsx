import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithProviders } from '@/test/render';
import { HelpMenu } from './HelpMenu';

const help = { title: 'Dashboard', content: '<p>Zo werkt het dashboard.</p>', video: null };

afterEach(() => vi.unstubAllGlobals());

describe('HelpMenu', () => {
  it('shows "Meer informatie" when the route has page info, and opens the modal', async () => {
    const api = fakeApi({
      'POST pageinfo': { body: { data: help } },
      'GET auth/csrf': { body: { data: null } },
    });
    document.cookie = 'XSRF-TOKEN=abc; Path=/';
    vi.stubGlobal('fetch', api.fetchImpl);
    await renderWithProviders(<HelpMenu route="/dashboard" />);
    await userEvent.click(screen.getByRole('button', { name: 'Help' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Meer informatie' }));
    expect(await screen.findByRole('dialog', { name: 'Dashboard' })).toBeTruthy();
    expect(screen.getByText('Zo werkt het dashboard.')).toBeTruthy();
    expect(api.calls.find((call) => call.path === 'pageinfo')?.body).toEqual({
      route: '/dashboard',
    });
  });

  it('hides the bullet when the route has no page info', async () => {
    const api = fakeApi({ 'POST pageinfo': { body: { data: null } } });
    document.cookie = 'XSRF-TOKEN=abc; Path=/';
    vi.stubGlobal('fetch', api.fetchImpl);
    await renderWithProviders(<HelpMenu route="/admin/users" />, { language: 'en' });
    await vi.waitFor(() => expect(api.calls.length).toBe(1));
    await userEvent.click(screen.getByRole('button', { name: 'Help' }));
    expect(await screen.findByText('There is no extra information for this page.')).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'More information' })).toBeNull();
  });
});
