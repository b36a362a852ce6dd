import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TCurrentUser } from '@cp/contracts';
import { meQueryKey } from '@/lib/current-user';
import { fakeApi, renderWithProviders } from '@/test/render';
import ProfileRoute from './ProfileRoute';

afterEach(() => vi.unstubAllGlobals());

const user: TCurrentUser = {
  id: 3,
  email: 'anja@lyceum.nl',
  first_name: 'Anja',
  middle_name: 'van',
  last_name: 'Berg',
  language: 'en',
  is_platform_admin: false,
  has_password: true,
  memberships: [
    { location_id: 1, location_title: 'Noord', roles: ['admin', 'designer'] },
    { location_id: 2, location_title: 'Zuid', roles: ['user'] },
  ],
};

async function renderProfile(me: TCurrentUser, language = 'nl') {
  vi.stubGlobal('fetch', fakeApi({ 'GET auth/me': { body: { data: me } } }).fetchImpl);
  const rendered = await renderWithProviders(<ProfileRoute />, { language, path: '/profiel' });
  rendered.queryClient.setQueryData(meQueryKey, me);
  return rendered;
}

describe('ProfileRoute', () => {
  it('shows the name form, the password form and the locations with translated roles', async () => {
    await renderProfile(user);
    expect(await screen.findByDisplayValue('Anja')).toBeTruthy();
    expect(screen.getByDisplayValue('van')).toBeTruthy();
    expect(screen.getByLabelText(/^Huidig wachtwoord/, { selector: 'input' })).toBeTruthy();
    const noord = screen.getByText('Noord').closest('li');
    expect(noord?.textContent).toContain('Beheerder');
    expect(noord?.textContent).toContain('Ontwerper');
    expect(screen.getByText('Zuid').closest('li')?.textContent).toContain('Gebruiker');
  });

  it('in English too', async () => {
    await renderProfile(user, 'en');
    expect(await screen.findByText('Roles per location')).toBeTruthy();
    expect(screen.getByText('Noord').closest('li')?.textContent).toContain('Designer');
    expect(screen.getByLabelText(/^Current password/, { selector: 'input' })).toBeTruthy();
  });

  it('says the school manages the password of an account without one', async () => {
    await renderProfile({ ...user, has_password: false });
    expect(
      await screen.findByText('Je logt in via je school; je wachtwoord beheer je daar.'),
    ).toBeTruthy();
    expect(screen.queryByLabelText(/^Huidig wachtwoord/, { selector: 'input' })).toBeNull();
  });
});
