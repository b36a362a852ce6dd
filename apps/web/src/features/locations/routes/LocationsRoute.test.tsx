import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserNavigation } from '@/lib/sso-start';
import { Route, Routes } from 'react-router';
import { readCookie, writeCookie } from '@/lib/cookies';
import { restoreContext } from '@/lib/context-store';
import { fakeApi, renderWithProviders } from '@/test/render';
import LocationsRoute from './LocationsRoute';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const locations = [
  { id: 1, title: 'Demo College', domain: 'democollege.nl', type: 'vo', sso_required: null },
  { id: 2, title: 'Tweede School', domain: 'tweede.nl', type: 'other', sso_required: null },
];

function renderAt() {
  return renderWithProviders(
    <Routes>
      <Route path="/locaties" element={<LocationsRoute />} />
      <Route path="/locatie" element={<p>locatiepagina</p>} />
    </Routes>,
    { path: '/locaties' },
  );
}

describe('LocationsRoute', () => {
  it('tells a user without locations to contact an administrator', async () => {
    vi.stubGlobal('fetch', fakeApi({ 'GET locations': { body: { data: [] } } }).fetchImpl);
    await renderAt();
    expect(
      await screen.findByText(
        'Je bent nog niet aan een locatie gekoppeld. Neem contact op met een beheerder.',
      ),
    ).toBeTruthy();
  });

  it('choosing another location remembers it, forgets the faculty and goes to /locatie', async () => {
    writeCookie('current_location', '1');
    writeCookie('current_faculty', '7');
    restoreContext();
    vi.stubGlobal('fetch', fakeApi({ 'GET locations': { body: { data: locations } } }).fetchImpl);
    await renderAt();
    await userEvent.click(await screen.findByRole('button', { name: /Tweede School/ }));
    expect(await screen.findByText('locatiepagina')).toBeTruthy();
    expect(readCookie('current_location')).toBe('2');
    expect(readCookie('current_faculty')).toBeNull();
  });

  it('shows a location that needs the school account with its sign-in buttons (issue 25)', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    const needsSchoolAccount = [
      locations[0],
      { ...locations[1], sso_required: ['entra', 'surfconext'] },
    ];
    vi.stubGlobal(
      'fetch',
      fakeApi({ 'GET locations': { body: { data: needsSchoolAccount } } }).fetchImpl,
    );
    await renderAt();
    const group = await screen.findByRole('group', { name: /Tweede School/ });
    expect(group.textContent).toContain('Schoolaccount nodig');
    // Not a button that would be refused: only its school's buttons.
    expect(screen.queryByRole('button', { name: /^Tweede School/ })).toBeNull();
    await userEvent.click(
      screen.getByRole('button', { name: 'Inloggen met Microsoft voor Tweede School' }),
    );
    expect(assign).toHaveBeenCalledWith(
      '/api/v1/auth/sso/entra/start?domain=tweede.nl&next=%2Flocaties',
    );
    // Chosen now, so the way back lands in it.
    expect(readCookie('current_location')).toBe('2');
    expect(
      screen.getByRole('button', { name: 'Inloggen met SURFconext voor Tweede School' }),
    ).toBeTruthy();
  });
});
