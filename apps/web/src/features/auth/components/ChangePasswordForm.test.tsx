import { notifications } from '@mantine/notifications';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithProviders } from '@/test/render';
import { ChangePasswordForm } from './ChangePasswordForm';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The toasts shown, by message (the test renders no toast container). */
const toasts = () =>
  vi.mocked(notifications.show).mock.calls.map(([toast]) => String(toast.message));
beforeEach(() => {
  vi.spyOn(notifications, 'show').mockReturnValue('');
});

const input = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });

async function fillIn(current: string, password: string, confirmation = password) {
  if (current) await userEvent.type(input(/^Huidig wachtwoord/), current);
  if (password) await userEvent.type(input(/^Nieuw wachtwoord/), password);
  if (confirmation) await userEvent.type(input(/^Herhaal het wachtwoord/), confirmation);
  await userEvent.click(screen.getByRole('button', { name: 'Wachtwoord wijzigen' }));
}

describe('ChangePasswordForm', () => {
  it('checks the current password and the policy before asking the server', async () => {
    const api = fakeApi({});
    vi.stubGlobal('fetch', api.fetchImpl);
    await renderWithProviders(<ChangePasswordForm />);
    await fillIn('', 'kort', 'anders');
    expect(screen.getByText('Vul je huidige wachtwoord in')).toBeTruthy();
    expect(screen.getByText('Het wachtwoord moet 8 tot 30 tekens lang zijn')).toBeTruthy();
    expect(screen.getByText('De wachtwoorden komen niet overeen')).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it('changes the password, says the other sessions ended and empties the form', async () => {
    document.cookie = 'XSRF-TOKEN=t; Path=/';
    const api = fakeApi({ 'PUT auth/me/password': { body: { data: null } } });
    vi.stubGlobal('fetch', api.fetchImpl);
    await renderWithProviders(<ChangePasswordForm />);
    await fillIn('Oud!Wacht1', 'Nieuw!Wacht2');
    await vi.waitFor(() =>
      expect(toasts()).toEqual(['Je wachtwoord is gewijzigd. Je andere sessies zijn beëindigd.']),
    );
    expect(api.calls[0]).toMatchObject({
      method: 'PUT',
      path: 'auth/me/password',
      body: {
        current_password: 'Oud!Wacht1',
        password: 'Nieuw!Wacht2',
        password_confirmation: 'Nieuw!Wacht2',
      },
    });
    expect(input(/^Huidig wachtwoord/)).toHaveProperty('value', '');
  });

  it('says clearly that the current password is wrong', async () => {
    document.cookie = 'XSRF-TOKEN=t; Path=/';
    const wrong = {
      status: 422,
      body: { code: 'validation', keys: { current_password: ['account.wrongPassword'] } },
    };
    vi.stubGlobal('fetch', fakeApi({ 'PUT auth/me/password': wrong }).fetchImpl);
    await renderWithProviders(<ChangePasswordForm />, { language: 'en' });
    await userEvent.type(screen.getByLabelText(/^Current password/, { selector: 'input' }), 'x');
    await userEvent.type(
      screen.getByLabelText(/^New password/, { selector: 'input' }),
      'Nieuw!Wacht2',
    );
    await userEvent.type(
      screen.getByLabelText(/^Repeat the password|^Confirm/, { selector: 'input' }),
      'Nieuw!Wacht2',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The password is incorrect')).toBeTruthy();
  });

  it('explains the rate limit after too many wrong passwords', async () => {
    document.cookie = 'XSRF-TOKEN=t; Path=/';
    const throttled = { status: 429, body: { code: 'rate_limited', message: 'x' } };
    vi.stubGlobal('fetch', fakeApi({ 'PUT auth/me/password': throttled }).fetchImpl);
    await renderWithProviders(<ChangePasswordForm />);
    await fillIn('Fout!Wacht1', 'Nieuw!Wacht2');
    expect((await screen.findByRole('alert')).textContent).toContain('Oeps');
  });
});
