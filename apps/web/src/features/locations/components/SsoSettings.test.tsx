import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SSO_MESSAGES, type TSsoSettings } from '@cp/contracts';
import { mockApi } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { SsoSettings } from './SsoSettings';

beforeEach(() => {
  vi.spyOn(notifications, 'show').mockReturnValue('');
  document.cookie = 'XSRF-TOKEN=t; Path=/';
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const location = {
  id: 7,
  title: 'Demo College',
  domain: 'democollege.nl',
  type: 'vo' as const,
  allow_flexible: false,
  default_weeks: 10,
  main_color: null,
  logo_version: null,
};
const TENANT = '0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0';

const settings = (patch: Partial<TSsoSettings> = {}): { body: { data: TSsoSettings } } => ({
  body: {
    data: {
      password_login: true,
      redirect_uri: 'https://cp.example/api/v1/auth/sso/callback',
      connections: [
        {
          provider: 'entra',
          enabled: true,
          client_id: 'app-123',
          has_secret: true,
          allowed_organisations: [TENANT],
          updated_at: '2026-11-20T10:00:00Z',
        },
      ],
      ...patch,
    },
  },
});

/** The typed field of a TagsInput, not its hidden input that carries the same label. */
const TAGS = { selector: 'input:not([type="hidden"])' };
/** Role queries on the whole section are slow in jsdom: wait for the answer first. */
async function passwordSwitch(name: RegExp) {
  await screen.findByText('app-123');
  return screen.getByRole('switch', { name });
}

const card = (name: string) => screen.getByRole('region', { name });

describe('SsoSettings (issue 15)', () => {
  it('shows the redirect URI, the school link and one card per provider', async () => {
    mockApi({ 'GET locations/7/sso': settings() });
    await renderWithProviders(<SsoSettings location={location} />);
    const redirect = await screen.findByLabelText(/^Redirect-URI/, { selector: 'input' });
    expect((redirect as HTMLInputElement).value).toBe(
      'https://cp.example/api/v1/auth/sso/callback',
    );
    expect(redirect.hasAttribute('readonly')).toBe(true);
    expect(screen.getByRole('button', { name: 'Redirect-URI kopiëren' })).toBeTruthy();
    expect(
      (screen.getByLabelText(/^Inloglink van je school/, { selector: 'input' }) as HTMLInputElement)
        .value,
    ).toBe(`${window.location.origin}/?school=democollege.nl`);

    const entra = card('Microsoft Entra ID');
    expect(within(entra).getByText('Aan')).toBeTruthy();
    expect(within(entra).getByText('app-123')).toBeTruthy();
    expect(within(entra).getByText(TENANT)).toBeTruthy();
    expect(within(entra).getByRole('button', { name: 'Microsoft Entra ID bewerken' })).toBeTruthy();
    expect(within(card('SURFconext')).getByText('Niet gekoppeld')).toBeTruthy();
    expect(
      within(card('Kennisnet Entree')).getByRole('button', { name: 'Kennisnet Entree koppelen' }),
    ).toBeTruthy();
  });

  it('checks a new connection before saving: secret required, tenant ids must be GUIDs', async () => {
    const api = mockApi({ 'GET locations/7/sso': settings({ connections: [] }) });
    await renderWithProviders(<SsoSettings location={location} />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Microsoft Entra ID koppelen' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Microsoft Entra ID koppelen' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(within(dialog).getByText('Vul de client-id in')).toBeTruthy();
    expect(within(dialog).getByText('Vul het client-secret in')).toBeTruthy();
    expect(within(dialog).getByText('Vul minstens één toegestane organisatie in')).toBeTruthy();

    await userEvent.type(
      within(dialog).getByLabelText(/^Tenant-id's \(GUID\) van Microsoft Entra ID/, TAGS),
      'school.nl{Enter}',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(within(dialog).getByText(/“school\.nl” is geen tenant-id/)).toBeTruthy();
    expect(api.requests('PUT', 'locations/7/sso/entra')).toHaveLength(0);
  });

  it('keeps a stored secret: not required, sent as null, and never shown', async () => {
    const api = mockApi({
      'GET locations/7/sso': settings(),
      'PUT locations/7/sso/entra': settings(),
    });
    await renderWithProviders(<SsoSettings location={location} />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Microsoft Entra ID bewerken' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Microsoft Entra ID bewerken' });
    const secret = within(dialog).getByLabelText(/^Client-secret/, { selector: 'input' });
    expect((secret as HTMLInputElement).value).toBe('');
    expect(
      within(dialog).getByText(/Er is een geheim opgeslagen; het wordt nooit meer getoond/),
    ).toBeTruthy();

    const clientId = within(dialog).getByLabelText(/^Client-id/, { selector: 'input' });
    await userEvent.clear(clientId);
    await userEvent.type(clientId, 'app-456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(api.requests('PUT', 'locations/7/sso/entra')).toHaveLength(1));
    expect(api.requests('PUT', 'locations/7/sso/entra')[0]?.body).toEqual({
      enabled: true,
      client_id: 'app-456',
      client_secret: null,
      allowed_organisations: [TENANT],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows the server's field errors in the user's language", async () => {
    mockApi({
      'GET locations/7/sso': settings(),
      'PUT locations/7/sso/surfconext': {
        status: 422,
        body: {
          message: 'x',
          keys: {
            client_secret: [SSO_MESSAGES.clientSecretRequired],
            'allowed_organisations.0': [SSO_MESSAGES.organisationInvalid],
          },
        },
      },
    });
    await renderWithProviders(<SsoSettings location={location} />);
    await userEvent.click(await screen.findByRole('button', { name: 'SURFconext koppelen' }));
    const dialog = screen.getByRole('dialog', { name: 'SURFconext koppelen' });
    await userEvent.type(within(dialog).getByLabelText(/^Client-id/, { selector: 'input' }), 'x');
    await userEvent.type(
      within(dialog).getByLabelText(/^Client-secret/, { selector: 'input' }),
      'geheim',
    );
    await userEvent.type(
      within(dialog).getByLabelText(/^Instellingen \(schac_home_organization\)/, TAGS),
      'School.nl{Enter}',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(await within(dialog).findByText('Vul het client-secret in')).toBeTruthy();
    expect(within(dialog).getByText('Vul een instelling in zoals school.nl')).toBeTruthy();
    expect(notifications.show).toHaveBeenCalledWith(
      expect.objectContaining({ color: 'red', message: 'De koppeling kon niet worden opgeslagen' }),
    );
  });

  it('asks before switching password sign-in off, and shows why the server refuses', async () => {
    const api = mockApi({
      'GET locations/7/sso': settings(),
      'PUT locations/7/sso': {
        status: 422,
        body: { message: 'x', keys: { password_login: [SSO_MESSAGES.linkYourselfFirst] } },
      },
    });
    await renderWithProviders(<SsoSettings location={location} />);
    const toggle = await passwordSwitch(/^Inloggen met wachtwoord toestaan/);
    expect((toggle as HTMLInputElement).checked).toBe(true);
    await userEvent.click(toggle);
    const dialog = screen.getByRole('dialog', { name: 'Inloggen met wachtwoord uitzetten?' });
    // A rule of this school (decision 0020): the text says so, and that other schools keep passwords.
    expect(
      within(dialog).getByText(/alleen nog open voor wie met het schoolaccount van deze locatie/),
    ).toBeTruthy();
    expect(
      within(dialog).getByText(/bij andere scholen blijft hun wachtwoord werken/),
    ).toBeTruthy();
    expect(api.requests('PUT', 'locations/7/sso')).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Uitzetten' }));
    expect(
      await screen.findByText(
        'Log eerst zelf een keer in met je schoolaccount, zodat je jezelf niet buitensluit',
      ),
    ).toBeTruthy();
    expect(api.requests('PUT', 'locations/7/sso')[0]?.body).toEqual({ password_login: false });
    // Not saved: the switch shows what is stored again.
    await waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(true));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('cancelling the question leaves password sign-in on', async () => {
    const api = mockApi({ 'GET locations/7/sso': settings() });
    await renderWithProviders(<SsoSettings location={location} />);
    const toggle = await passwordSwitch(/^Inloggen met wachtwoord toestaan/);
    await userEvent.click(toggle);
    await userEvent.click(screen.getByRole('button', { name: 'Annuleren' }));
    expect((toggle as HTMLInputElement).checked).toBe(true);
    expect(api.requests('PUT', 'locations/7/sso')).toHaveLength(0);
  });

  it('removes a connection after confirmation', async () => {
    const api = mockApi({
      'GET locations/7/sso': settings(),
      'DELETE locations/7/sso/entra': settings({ connections: [] }),
    });
    await renderWithProviders(<SsoSettings location={location} />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Koppeling met Microsoft Entra ID verwijderen' }),
    );
    const dialog = screen.getByRole('dialog', {
      name: 'Koppeling met Microsoft Entra ID verwijderen?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verwijderen' }));
    expect(await screen.findByRole('button', { name: 'Microsoft Entra ID koppelen' })).toBeTruthy();
    expect(api.requests('DELETE', 'locations/7/sso/entra')).toHaveLength(1);
  });

  it('is in English too', async () => {
    mockApi({ 'GET locations/7/sso': settings() });
    await renderWithProviders(<SsoSettings location={location} />, { language: 'en' });
    expect(await passwordSwitch(/^Allow password sign-in/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Single sign-on' })).toBeTruthy();
    expect(
      within(card('SURFconext')).getByRole('button', { name: 'Connect SURFconext' }),
    ).toBeTruthy();
  });
});
