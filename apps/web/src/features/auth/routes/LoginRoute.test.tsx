import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router';
import { useMe } from '@/lib/current-user';
import { fakeApi, renderWithProviders } from '@/test/render';
import { useSignOut } from '../api/logout';
import LoginRoute from './LoginRoute';

afterEach(() => vi.unstubAllGlobals());

const user = {
  id: 5,
  email: 'anja@demo.nl',
  first_name: 'Anja',
  middle_name: null,
  last_name: 'de Vries',
  language: null,
  is_platform_admin: false,
  has_password: true,
  memberships: [],
};

/** A signed-in screen with the top bar's "Uitloggen", reading the user as the shell does. */
function SignedInScreen() {
  const me = useMe();
  const { signOut } = useSignOut();
  return (
    <>
      <p>{me.data?.first_name}</p>
      <button onClick={signOut}>Uitloggen</button>
    </>
  );
}

function renderAt(path: string) {
  return renderWithProviders(
    <Routes>
      <Route index element={<LoginRoute />} />
      <Route path="/profiel" element={<SignedInScreen />} />
      <Route path="/locaties" element={<p>in de app</p>} />
    </Routes>,
    { path },
  );
}

describe('LoginRoute (issue 14)', () => {
  it('asks auth/session, which answers null for nobody, and shows the form', async () => {
    const api = fakeApi({ 'GET auth/session': { body: { data: null } } });
    vi.stubGlobal('fetch', api.fetchImpl);
    await renderAt('/');
    expect(await screen.findByRole('button', { name: 'Inloggen' })).toBeTruthy();
    // And which school-account buttons to show (issue 15).
    expect(api.calls.map((call) => call.path)).toEqual(['auth/session', 'auth/sso/providers']);
  });

  it('sends someone still signed in on to the app', async () => {
    vi.stubGlobal('fetch', fakeApi({ 'GET auth/session': { body: { data: user } } }).fetchImpl);
    await renderAt('/');
    expect(await screen.findByText('in de app')).toBeTruthy();
  });

  it('after signing out shows the form, not the app from the cached user', async () => {
    const api = fakeApi({
      'GET auth/me': { body: { data: user } },
      'POST auth/logout': { body: { data: { provider_logout_url: null } } },
      'GET auth/session': { body: { data: null } },
    });
    vi.stubGlobal('fetch', api.fetchImpl);
    document.cookie = 'XSRF-TOKEN=t; Path=/';
    await renderAt('/profiel');
    expect(await screen.findByText('Anja')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Uitloggen' }));
    expect(await screen.findByRole('button', { name: 'Inloggen' })).toBeTruthy();
    expect(screen.queryByText('in de app')).toBeNull();
    expect(api.calls.filter((call) => call.path === 'auth/me')).toHaveLength(1);
  });
});
