import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Navigate, Route, Routes } from 'react-router';
import { mockApi } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { browserNavigation } from '@/lib/sso-start';
import LoginRoute from './LoginRoute';

let assign: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  window.localStorage.clear();
  // Leaving for the provider is a full-page navigation; jsdom cannot, so it is stubbed.
  assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const session = { 'GET auth/session': { body: { data: null } } };

function renderAt(path: string) {
  return renderWithProviders(
    <Routes>
      <Route index element={<LoginRoute />} />
    </Routes>,
    { path },
  );
}

describe('LoginRoute: single sign-on (issue 15)', () => {
  it('shows a button per provider the server offers, below the password form', async () => {
    const api = mockApi({
      ...session,
      'GET auth/sso/providers': {
        body: {
          data: {
            providers: [
              { provider: 'entra', needs_domain: false },
              { provider: 'surfconext', needs_domain: true },
            ],
            password_login: true,
          },
        },
      },
    });
    await renderAt('/');
    expect(await screen.findByRole('button', { name: 'Inloggen met Microsoft' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Inloggen met SURFconext' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Inloggen met Entree' })).toBeNull();
    expect(screen.getByText('of')).toBeTruthy();
    expect(screen.getByLabelText(/^Wachtwoord/, { selector: 'input' })).toBeTruthy();
    expect(api.requests('GET', 'auth/sso/providers')[0]?.query.has('domain')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Inloggen met Microsoft' }));
    expect(assign).toHaveBeenCalledWith('/api/v1/auth/sso/entra/start?next=%2Flocaties');
  });

  it("on a school's own link asks with its domain and hides the password form when it is off", async () => {
    const api = mockApi({
      ...session,
      'GET auth/sso/providers?domain=school.nl': {
        body: {
          data: { providers: [{ provider: 'entra', needs_domain: false }], password_login: false },
        },
      },
    });
    await renderAt('/?school=School.nl');
    const button = await screen.findByRole('button', { name: 'Inloggen met Microsoft' });
    expect(screen.getByText('Je school laat je inloggen met je eigen schoolaccount.')).toBeTruthy();
    expect(screen.queryByLabelText(/^Wachtwoord/, { selector: 'input' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Inloggen' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Wachtwoord vergeten?' })).toBeNull();
    expect(api.requests('GET', 'auth/sso/providers')[0]?.query.get('domain')).toBe('school.nl');

    await userEvent.click(button);
    expect(assign).toHaveBeenCalledWith(
      '/api/v1/auth/sso/entra/start?domain=school.nl&next=%2Flocaties',
    );
    // Shown as busy while the page goes away.
    expect(button.hasAttribute('data-loading')).toBe(true);
  });

  it('asks the domain for a provider several schools use, checks it and remembers it', async () => {
    mockApi({
      ...session,
      'GET auth/sso/providers': {
        body: {
          data: {
            providers: [{ provider: 'surfconext', needs_domain: true }],
            password_login: true,
          },
        },
      },
    });
    await renderAt('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Inloggen met SURFconext' }));
    expect(assign).not.toHaveBeenCalled();
    const field = screen.getByLabelText(/^Domein van je school/, { selector: 'input' });
    expect(document.activeElement).toBe(field);

    await userEvent.type(field, 'www.school.nl');
    await userEvent.click(screen.getByRole('button', { name: 'Verder' }));
    expect(screen.getByText('Laat www. weg, bijvoorbeeld school.nl')).toBeTruthy();
    await userEvent.clear(field);
    await userEvent.type(field, 'geen domein');
    await userEvent.click(screen.getByRole('button', { name: 'Verder' }));
    expect(screen.getByText('Vul een geldig domein in, bijvoorbeeld school.nl')).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();

    await userEvent.clear(field);
    await userEvent.type(field, 'School.nl{Enter}');
    expect(assign).toHaveBeenCalledWith(
      '/api/v1/auth/sso/surfconext/start?domain=school.nl&next=%2Flocaties',
    );
    expect(window.localStorage.getItem('cp.sso.domain')).toBe('school.nl');
  });

  it('goes straight on with the remembered domain, and lets another school be chosen', async () => {
    window.localStorage.setItem('cp.sso.domain', 'school.nl');
    mockApi({
      ...session,
      'GET auth/sso/providers': {
        body: {
          data: { providers: [{ provider: 'entree', needs_domain: true }], password_login: true },
        },
      },
    });
    await renderAt('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Inloggen met Entree' }));
    expect(assign).toHaveBeenCalledWith(
      '/api/v1/auth/sso/entree/start?domain=school.nl&next=%2Flocaties',
    );
    expect(screen.getByText('Je school: school.nl')).toBeTruthy();
  });

  it('"Andere school" asks the domain again, starting from the remembered one', async () => {
    window.localStorage.setItem('cp.sso.domain', 'school.nl');
    mockApi({
      ...session,
      'GET auth/sso/providers': {
        body: {
          data: { providers: [{ provider: 'entree', needs_domain: true }], password_login: true },
        },
      },
    });
    await renderAt('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Andere school' }));
    await userEvent.click(screen.getByRole('button', { name: 'Inloggen met Entree' }));
    const field = screen.getByLabelText(/^Domein van je school/, { selector: 'input' });
    expect((field as HTMLInputElement).value).toBe('school.nl');
    await userEvent.clear(field);
    await userEvent.type(field, 'andere.nl{Enter}');
    expect(assign).toHaveBeenCalledWith(
      '/api/v1/auth/sso/entree/start?domain=andere.nl&next=%2Flocaties',
    );
    expect(window.localStorage.getItem('cp.sso.domain')).toBe('andere.nl');
  });

  it('opens the domain field at once when /surf sent someone back for it', async () => {
    window.localStorage.setItem('cp.sso.domain', 'oud.nl');
    mockApi({
      ...session,
      'GET auth/sso/providers': {
        body: {
          data: { providers: [{ provider: 'entree', needs_domain: true }], password_login: true },
        },
      },
    });
    await renderAt('/?sso_domain=entree');
    const field = await screen.findByLabelText(/^Domein van je school/, { selector: 'input' });
    expect((field as HTMLInputElement).value).toBe('oud.nl');
  });

  it("after signing out of a provider's session offers its own sign-out page", async () => {
    mockApi({
      ...session,
      'GET auth/sso/providers': { body: { data: { providers: [], password_login: true } } },
    });
    // Signing out (api/logout.ts) arrives at the login page with this state.
    const url = 'https://login.microsoftonline.com/x/oauth2/v2.0/logout';
    await renderWithProviders(
      <Routes>
        <Route index element={<LoginRoute />} />
        <Route path="/uit" element={<Navigate to="/" state={{ providerLogoutUrl: url }} />} />
      </Routes>,
      { path: '/uit' },
    );
    expect(
      (await screen.findByRole('link', { name: 'Ook afmelden bij je schoolaccount' })).getAttribute(
        'href',
      ),
    ).toBe(url);
  });

  it('still offers the password form when the providers cannot be asked', async () => {
    mockApi({ ...session, 'GET auth/sso/providers': { status: 503, body: { message: 'x' } } });
    await renderAt('/');
    expect(await screen.findByRole('button', { name: 'Inloggen' })).toBeTruthy();
    expect(screen.queryByText('of')).toBeNull();
  });

  it('brings someone sent here from a page of the app back there, with either way of signing in', async () => {
    mockApi({
      ...session,
      'GET auth/sso/providers': {
        body: {
          data: { providers: [{ provider: 'entra', needs_domain: false }], password_login: true },
        },
      },
      'POST auth/login': {
        body: {
          data: {
            id: 1,
            email: 'a@b.nl',
            first_name: 'A',
            middle_name: null,
            last_name: 'B',
            language: 'nl',
            is_platform_admin: false,
            has_password: true,
            memberships: [],
          },
        },
      },
    });
    await renderWithProviders(
      <Routes>
        <Route index element={<LoginRoute />} />
        <Route path="/notities" element={<p>Notities geopend</p>} />
      </Routes>,
      { path: '/?next=%2Fnotities' },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Inloggen met Microsoft' }));
    expect(assign).toHaveBeenCalledWith('/api/v1/auth/sso/entra/start?next=%2Fnotities');

    await userEvent.type(screen.getByRole('textbox', { name: /E-mailadres/ }), 'a@b.nl');
    await userEvent.type(screen.getByLabelText(/^Wachtwoord/, { selector: 'input' }), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Inloggen' }));
    expect(await screen.findByText('Notities geopend')).toBeTruthy();
  });
});
