import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithProviders } from '@/test/render';
import ForgotPasswordRoute from './ForgotPasswordRoute';

afterEach(() => vi.unstubAllGlobals());

const send = () => userEvent.click(screen.getByRole('button', { name: 'Link versturen' }));
const address = () => screen.getByRole('textbox', { name: /E-mailadres/ });

describe('ForgotPasswordRoute', () => {
  it('asks for an address, refuses one that is none, and sends nothing', async () => {
    const api = fakeApi({});
    vi.stubGlobal('fetch', api.fetchImpl);
    await renderWithProviders(<ForgotPasswordRoute />);
    await send();
    expect(await screen.findByText('Vul je e-mailadres in')).toBeTruthy();
    await userEvent.type(address(), 'geen-adres');
    await send();
    expect(await screen.findByText('Vul een geldig e-mailadres in')).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('says so above the field when there were too many requests, then confirms a sent link', async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi({
        'POST auth/password/forgot': {
          status: 429,
          body: { message: 'x', code: 'too_many_requests' },
        },
      }).fetchImpl,
    );
    await renderWithProviders(<ForgotPasswordRoute />);
    await userEvent.type(address(), ' anja@demo.nl ');
    await send();
    expect((await screen.findByRole('alert')).textContent).toContain('te veel');

    const api = fakeApi({ 'POST auth/password/forgot': { body: { data: null } } });
    vi.stubGlobal('fetch', api.fetchImpl);
    await send();
    expect((await screen.findByRole('status')).textContent).toContain('anja@demo.nl');
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      email: 'anja@demo.nl',
    });
  });
});
