import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router';
import { fakeApi, renderWithProviders } from '@/test/render';
import LocationsRoute from './LocationsRoute';

afterEach(() => vi.unstubAllGlobals());

const me = (isPlatformAdmin: boolean) => ({
  id: 1,
  email: 'p@demo.nl',
  first_name: 'P',
  middle_name: null,
  last_name: 'A',
  language: 'nl',
  is_platform_admin: isPlatformAdmin,
  memberships: [],
});
const locations = [
  { id: 1, title: 'Demo College', domain: 'democollege.nl', type: 'vo', sso_required: null },
];

async function renderAs(isPlatformAdmin: boolean, answers = {}) {
  const api = fakeApi({ 'GET locations': { body: { data: locations } }, ...answers });
  vi.stubGlobal('fetch', api.fetchImpl);
  const { queryClient } = await renderWithProviders(
    <Routes>
      <Route path="/locaties" element={<LocationsRoute />} />
    </Routes>,
    { path: '/locaties' },
  );
  queryClient.setQueryData(['auth', 'me'], me(isPlatformAdmin));
  await screen.findByText('Demo College');
  return api;
}

describe('New location (platform administrator)', () => {
  it('is not offered to other users', async () => {
    await renderAs(false);
    expect(screen.queryByRole('button', { name: 'Nieuwe locatie' })).toBeNull();
  });

  it('refuses a domain with www before sending, then creates the location', async () => {
    const api = await renderAs(true, {
      'POST locations': {
        status: 201,
        body: {
          data: {
            id: 2,
            title: 'Nieuwe School',
            domain: 'nieuweschool.nl',
            type: 'vo',
            allow_flexible: false,
            default_weeks: 10,
            main_color: null,
            logo_version: null,
          },
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Nieuwe locatie' }));
    await userEvent.type(screen.getByLabelText(/Titel/), 'Nieuwe School');
    await userEvent.type(screen.getByLabelText(/Domein/), 'www.nieuweschool.nl');
    await userEvent.click(screen.getByRole('button', { name: 'Aanmaken' }));
    expect(screen.getByText('Vul het domein in zonder www')).toBeTruthy();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

    const domain = screen.getByLabelText(/Domein/);
    await userEvent.clear(domain);
    await userEvent.type(domain, 'NieuweSchool.nl');
    await userEvent.click(screen.getByLabelText(/^Type/, { selector: 'input' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Voortgezet onderwijs' }));
    await userEvent.click(screen.getByRole('button', { name: 'Aanmaken' }));
    await vi.waitFor(() =>
      expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
        title: 'Nieuwe School',
        domain: 'nieuweschool.nl',
        type: 'vo',
      }),
    );
  });
});
