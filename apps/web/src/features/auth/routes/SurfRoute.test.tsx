import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes, useLocation } from 'react-router';
import { WRONG_PASSWORD } from '@cp/contracts';
import { mockApi } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import SurfRoute from './SurfRoute';

afterEach(() => vi.unstubAllGlobals());

const user = {
  id: 5,
  email: 'anja@school.nl',
  first_name: 'Anja',
  middle_name: null,
  last_name: 'de Vries',
  language: null,
  is_platform_admin: false,
  has_password: true,
  memberships: [],
};
const TOKEN = 'a'.repeat(43);

/** Where the app went, and with which state (the locations screen picks the location). */
function Arrived() {
  const location = useLocation();
  return (
    <p>
      op {location.pathname} {JSON.stringify(location.state)}
    </p>
  );
}

function renderAt(path: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/surf" element={<SurfRoute />} />
      <Route path="/" element={<p>inlogpagina</p>} />
      <Route path="*" element={<Arrived />} />
    </Routes>,
    { path },
  );
}

describe('/surf (issue 15)', () => {
  it.each([
    ['not_linked', 'Geen account gevonden', /Neem contact op met je beheerder/],
    [
      'organisation_not_allowed',
      'Deze organisatie is niet gekoppeld',
      /De organisatie van je schoolaccount is niet gekoppeld aan deze locatie/,
    ],
    ['provider_down', 'Je schoolaccount is niet bereikbaar', /Probeer het later opnieuw/],
    ['state', 'Inloggen is verlopen', /Probeer het opnieuw/],
    ['iets-anders', 'Inloggen is verlopen', /Probeer het opnieuw/],
  ])('explains error=%s in words, with the way back', async (code, title, text) => {
    mockApi({});
    await renderAt(`/surf?error=${code}`);
    expect(screen.getByRole('heading', { name: title })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toMatch(text);
    expect(screen.getByRole('link', { name: 'Terug naar inloggen' }).getAttribute('href')).toBe(
      '/',
    );
    await waitFor(() => expect(document.title).toBe(`${title} · Curriculum Planner`));
  });

  it('leads "which school?" back to the domain field of the login page', async () => {
    mockApi({});
    await renderAt('/surf?error=choose_school&provider=surfconext');
    expect(screen.getByRole('heading', { name: 'Welke school?' })).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Domein van je school invullen' }).getAttribute('href'),
    ).toBe('/?sso_domain=surfconext');
  });

  it('says so in English too', async () => {
    mockApi({});
    await renderWithProviders(<SurfRoute />, { path: '/surf?error=not_linked', language: 'en' });
    expect(screen.getByRole('heading', { name: 'No account found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toBeTruthy();
  });

  it('without next, link or error shows the expired page', async () => {
    mockApi({});
    await renderAt('/surf');
    expect(screen.getByRole('heading', { name: 'Inloggen is verlopen' })).toBeTruthy();
  });

  it('signed in: checks the session and goes on as a password login does', async () => {
    const api = mockApi({ 'GET auth/session': { body: { data: user } } });
    await renderAt('/surf?next=%2Flocaties');
    expect(await screen.findByText('op /locaties {"afterLogin":true}')).toBeTruthy();
    expect(api.requests('GET', 'auth/session')).toHaveLength(1);
  });

  it('signed in with a deeper next: goes there', async () => {
    mockApi({ 'GET auth/session': { body: { data: user } } });
    await renderAt('/surf?next=%2Fplan%2F3');
    expect(await screen.findByText(/op \/plan\/3/)).toBeTruthy();
  });

  it('never follows a next to another site', async () => {
    mockApi({});
    await renderAt('/surf?next=%2F%2Fevil.example');
    expect(screen.getByRole('heading', { name: 'Inloggen is verlopen' })).toBeTruthy();
  });

  it('with no session after all, says the attempt did not hold', async () => {
    mockApi({ 'GET auth/session': { body: { data: null } } });
    await renderAt('/surf?next=%2Flocaties');
    expect(await screen.findByRole('heading', { name: 'Inloggen is verlopen' })).toBeTruthy();
  });

  describe('link', () => {
    const pending = {
      body: {
        data: {
          provider: 'entra',
          email: 'anja@school.nl',
          location_title: 'Demo College',
          joins: null,
        },
      },
    };

    it('shows what is linked, asks the password, and shows a wrong one at the field', async () => {
      document.cookie = 'XSRF-TOKEN=t; Path=/';
      const api = mockApi({
        [`GET auth/sso/links/${TOKEN}`]: pending,
        [`POST auth/sso/links/${TOKEN}`]: {
          status: 422,
          body: { message: 'x', keys: { password: [WRONG_PASSWORD] } },
        },
      });
      await renderAt(`/surf?link=${TOKEN}`);
      expect(await screen.findByRole('heading', { name: 'Koppel je schoolaccount' })).toBeTruthy();
      expect(screen.getByText(/Microsoft als anja@school\.nl.*bij Demo College/)).toBeTruthy();
      await waitFor(() =>
        expect(document.title).toBe('Koppel je schoolaccount · Curriculum Planner'),
      );

      const field = screen.getByLabelText(/^Wachtwoord van je account/, { selector: 'input' });
      await userEvent.click(screen.getByRole('button', { name: 'Koppelen en inloggen' }));
      expect(screen.getByText('Vul je wachtwoord in')).toBeTruthy();
      expect(api.requests('POST', `auth/sso/links/${TOKEN}`)).toHaveLength(0);

      await userEvent.type(field, 'fout{Enter}');
      const message = await screen.findByText('Het wachtwoord is onjuist');
      expect(api.requests('POST', `auth/sso/links/${TOKEN}`)[0]?.body).toEqual({
        password: 'fout',
      });
      // Read out with the field.
      expect(field.getAttribute('aria-describedby')).toContain(message.id);
    });

    it('signs in with the right password and goes on', async () => {
      document.cookie = 'XSRF-TOKEN=t; Path=/';
      const api = mockApi({
        [`GET auth/sso/links/${TOKEN}`]: pending,
        [`POST auth/sso/links/${TOKEN}`]: { body: { data: user } },
      });
      await renderAt(`/surf?link=${TOKEN}`);
      await userEvent.type(
        await screen.findByLabelText(/^Wachtwoord van je account/, { selector: 'input' }),
        'goed{Enter}',
      );
      expect(await screen.findByText('op /locaties {"afterLogin":true}')).toBeTruthy();
      expect(api.requests('POST', `auth/sso/links/${TOKEN}`)[0]?.headers.get('X-XSRF-TOKEN')).toBe(
        't',
      );
    });

    it('says above the field when there were too many tries, and when linking failed', async () => {
      document.cookie = 'XSRF-TOKEN=t; Path=/';
      mockApi({
        [`GET auth/sso/links/${TOKEN}`]: pending,
        [`POST auth/sso/links/${TOKEN}`]: { status: 429, body: { message: 'x' } },
      });
      await renderAt(`/surf?link=${TOKEN}`);
      const field = await screen.findByLabelText(/^Wachtwoord van je account/, {
        selector: 'input',
      });
      await userEvent.type(field, 'goed{Enter}');
      expect((await screen.findByRole('alert')).textContent).toContain('te veel');

      mockApi({
        [`GET auth/sso/links/${TOKEN}`]: pending,
        [`POST auth/sso/links/${TOKEN}`]: { status: 500, body: { message: 'x' } },
      });
      await userEvent.type(field, '{Enter}');
      expect(await screen.findByText('Koppelen is niet gelukt. Probeer het opnieuw.')).toBeTruthy();
      expect(screen.queryByText(/te veel/)).toBeNull();
    });

    it('an expired link says to start again', async () => {
      mockApi({ [`GET auth/sso/links/${TOKEN}`]: { status: 404, body: { message: 'x' } } });
      await renderAt(`/surf?link=${TOKEN}`);
      expect(await screen.findByRole('heading', { name: 'Koppeling verlopen' })).toBeTruthy();
      expect(screen.getByText(/Begin opnieuw met inloggen via je schoolaccount/)).toBeTruthy();
    });

    it('a token of the wrong shape is not even asked about', async () => {
      const api = mockApi({});
      await renderAt('/surf?link=kort');
      expect(screen.getByRole('heading', { name: 'Koppeling verlopen' })).toBeTruthy();
      expect(api.calls).toHaveLength(0);
    });
  });

  describe('join (issue 25: joining a school is the person’s own choice)', () => {
    const pending = (overrides: Record<string, unknown> = {}) => ({
      body: {
        data: {
          provider: 'entra',
          location_title: 'College B',
          invited_by: 'Bea Beheer',
          email: 'anja@school.nl',
          new_account: false,
          invitation_expires_at: '2026-12-03T09:00:00.000Z',
          ...overrides,
        },
      },
    });

    it('names the school and who invited, and joins only on "Join"', async () => {
      document.cookie = 'XSRF-TOKEN=t; Path=/';
      const api = mockApi({
        [`GET auth/sso/joins/${TOKEN}`]: pending(),
        [`POST auth/sso/joins/${TOKEN}`]: { body: { data: user } },
      });
      await renderAt(`/surf?join=${TOKEN}`);
      expect(
        await screen.findByRole('heading', { name: 'Lid worden van College B?' }),
      ).toBeTruthy();
      expect(screen.getByText(/Bea Beheer van College B heeft je uitgenodigd/)).toBeTruthy();
      expect(screen.getByText(/Microsoft als anja@school\.nl/)).toBeTruthy();
      expect(screen.getByText(/komt College B bij je account/)).toBeTruthy();
      expect(api.requests('POST', `auth/sso/joins/${TOKEN}`)).toHaveLength(0);
      await waitFor(() =>
        expect(document.title).toBe('Lid worden van College B? · Curriculum Planner'),
      );

      await userEvent.click(screen.getByRole('button', { name: 'Lid worden van College B' }));
      expect(await screen.findByText('op /locaties {"afterLogin":true}')).toBeTruthy();
      expect(api.requests('POST', `auth/sso/joins/${TOKEN}`)[0]?.headers.get('X-XSRF-TOKEN')).toBe(
        't',
      );
    });

    it('"Not now" joins nothing and says until when the invitation stays open', async () => {
      document.cookie = 'XSRF-TOKEN=t; Path=/';
      const api = mockApi({
        [`GET auth/sso/joins/${TOKEN}`]: pending({ invited_by: null, new_account: true }),
        [`DELETE auth/sso/joins/${TOKEN}`]: { body: { data: null } },
      });
      await renderAt(`/surf?join=${TOKEN}`);
      expect(await screen.findByText(/College B heeft je uitgenodigd/)).toBeTruthy();
      expect(screen.getByText(/maken we je account voor dit e-mailadres aan/)).toBeTruthy();
      await userEvent.click(screen.getByRole('button', { name: 'Niet nu' }));
      expect(
        await screen.findByRole('heading', { name: 'Je bent geen lid geworden' }),
      ).toBeTruthy();
      expect(screen.getByText(/blijft geldig tot 3 december 2026/)).toBeTruthy();
      expect(api.requests('DELETE', `auth/sso/joins/${TOKEN}`)).toHaveLength(1);
      expect(api.requests('POST', `auth/sso/joins/${TOKEN}`)).toHaveLength(0);
    });

    it.each([
      ['sso.joinExpired', 'Deze stap is verlopen'],
      ['notFound.invitationInvalid', 'Uitnodiging niet meer geldig'],
    ])('a 404 with %s says why', async (key, title) => {
      mockApi({ [`GET auth/sso/joins/${TOKEN}`]: { status: 404, body: { message: 'x', key } } });
      await renderAt(`/surf?join=${TOKEN}`);
      expect(await screen.findByRole('heading', { name: title })).toBeTruthy();
    });

    it('a switched-off account is told so on "Join"', async () => {
      document.cookie = 'XSRF-TOKEN=t; Path=/';
      mockApi({
        [`GET auth/sso/joins/${TOKEN}`]: pending(),
        [`POST auth/sso/joins/${TOKEN}`]: {
          status: 403,
          body: { message: 'x', code: 'forbidden', key: 'sso.accountDisabled' },
        },
      });
      await renderAt(`/surf?join=${TOKEN}`);
      await userEvent.click(
        await screen.findByRole('button', { name: 'Lid worden van College B' }),
      );
      expect(
        await screen.findByRole('heading', { name: 'Je account is uitgeschakeld' }),
      ).toBeTruthy();
    });

    it('a token of the wrong shape is not even asked about', async () => {
      const api = mockApi({});
      await renderAt('/surf?join=kort');
      expect(screen.getByRole('heading', { name: 'Deze stap is verlopen' })).toBeTruthy();
      expect(api.calls).toHaveLength(0);
    });

    it('says so in English too', async () => {
      mockApi({ [`GET auth/sso/joins/${TOKEN}`]: pending() });
      await renderWithProviders(<SurfRoute />, { path: `/surf?join=${TOKEN}`, language: 'en' });
      expect(await screen.findByRole('heading', { name: 'Join College B?' })).toBeTruthy();
      expect(screen.getByText(/Bea Beheer of College B has invited you/)).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Join College B' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Not now' })).toBeTruthy();
    });

    it('the password link says that confirming joins the school that invites', async () => {
      mockApi({
        [`GET auth/sso/links/${TOKEN}`]: {
          body: {
            data: {
              provider: 'entra',
              email: 'anja@school.nl',
              location_title: 'College B',
              joins: { invited_by: 'Bea Beheer' },
            },
          },
        },
      });
      await renderAt(`/surf?link=${TOKEN}`);
      expect(
        await screen.findByText(
          /Bea Beheer van College B heeft je uitgenodigd.*ook lid van College B/,
        ),
      ).toBeTruthy();
      expect(
        screen.getByRole('button', { name: 'Koppelen, lid worden van College B en inloggen' }),
      ).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Niet nu' }).getAttribute('href')).toBe('/');
    });
  });
});
