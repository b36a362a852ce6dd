import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SSO_MESSAGES } from '@cp/contracts';
import { fakeApi, renderWithProviders } from '@/test/render';
import { LoginForm } from './LoginForm';

afterEach(() => vi.unstubAllGlobals());

async function fillIn(email: string, password: string) {
  if (email)
    await userEvent.type(screen.getByLabelText(/^E-mailadres/, { selector: 'input' }), email);
  if (password)
    await userEvent.type(screen.getByLabelText(/^Wachtwoord/, { selector: 'input' }), password);
  await userEvent.click(screen.getByRole('button', { name: 'Inloggen' }));
}

describe('LoginForm', () => {
  it('checks the fields before asking the server', async () => {
    const api = fakeApi({});
    vi.stubGlobal('fetch', api.fetchImpl);
    await renderWithProviders(<LoginForm onSignedIn={vi.fn()} />);
    await fillIn('', '');
    expect(screen.getByText('Vul je e-mailadres in')).toBeTruthy();
    expect(screen.getByText('Vul je wachtwoord in')).toBeTruthy();
    await fillIn('niet-een-adres', '');
    expect(screen.getByText('Vul een geldig e-mailadres in')).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it('says clearly when the e-mail address or password is wrong', async () => {
    document.cookie = 'XSRF-TOKEN=t; Path=/';
    const api = fakeApi({
      'POST auth/login': { status: 401, body: { message: 'x', code: 'invalid_credentials' } },
    });
    vi.stubGlobal('fetch', api.fetchImpl);
    const onSignedIn = vi.fn();
    await renderWithProviders(<LoginForm onSignedIn={onSignedIn} />);
    await fillIn('admin@demo.nl', 'fout');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'E-mailadres of wachtwoord is onjuist',
    );
    expect(api.calls[0]?.body).toEqual({ email: 'admin@demo.nl', password: 'fout' });
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('says the school uses single sign-on when password sign-in is off (403 sso_required)', async () => {
    document.cookie = 'XSRF-TOKEN=t; Path=/';
    vi.stubGlobal(
      'fetch',
      fakeApi({
        'POST auth/login': {
          status: 403,
          body: { message: 'x', code: 'sso_required', key: SSO_MESSAGES.passwordLoginOff },
        },
      }).fetchImpl,
    );
    const onSignedIn = vi.fn();
    await renderWithProviders(<LoginForm onSignedIn={onSignedIn} />);
    await fillIn('admin@demo.nl', 'geheim');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Je school laat je inloggen met je schoolaccount. Gebruik de knop hieronder in plaats van je wachtwoord.',
    );
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('explains the rate limit', async () => {
    document.cookie = 'XSRF-TOKEN=t; Path=/';
    vi.stubGlobal(
      'fetch',
      fakeApi({ 'POST auth/login': { status: 429, body: { message: 'x', code: 'rate_limited' } } })
        .fetchImpl,
    );
    await renderWithProviders(<LoginForm onSignedIn={vi.fn()} />);
    await fillIn('admin@demo.nl', 'fout');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Oeps, je probeert te veel tegelijk te doen',
    );
  });
});
