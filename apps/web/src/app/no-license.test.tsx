import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, Outlet, Route, Routes, useLocation, useNavigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NO_LICENSE_BODY } from '@cp/contracts';
import LocationsRoute from '@/features/locations/routes/LocationsRoute';
import { i18n } from '@/i18n';
import { callEndpoint } from '@/lib/api';
import { readCookie } from '@/lib/cookies';
import { restoreContext, selectLocation, useAppContext } from '@/lib/context-store';
import { forgetUnlicensed } from '@/lib/unlicensed-locations';
import { fakeApi } from '@/test/render';
import { createErrorHandler } from './error-handler';
import { useShellContext } from './layout/use-shell-context';
import { createQueryClient } from './query-client';
import { theme } from './theme';

/*
 * Issue 14: a member of a location without a license bounced between /locaties and the
 * no-license page hundreds of times a second, because the shell chose the only location again
 * right after the no_license answer had cleared it. The real shell context, locations screen,
 * query cache and error handling, with a fake API.
 */

afterEach(() => {
  vi.unstubAllGlobals();
  selectLocation(null);
  forgetUnlicensed('1');
});

/** Where the error handling reads the path and navigates: the memory router of the test. */
const router = { pathname: '/', navigate: (_to: string): void => undefined };

function RouterBridge() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => {
    router.pathname = pathname;
    router.navigate = (to) => void navigate(to, { replace: true });
  }, [pathname, navigate]);
  return null;
}

function Shell() {
  useShellContext(true);
  return <Outlet />;
}

/** A screen of the location's data, as /locatie asks its faculties. */
function LocationData() {
  const { location } = useAppContext();
  useQuery({
    queryKey: ['faculties', location],
    queryFn: () => callEndpoint('listFaculties', { params: { location: location ?? '' } }),
    enabled: location !== null,
  });
  return <p>locatiepagina</p>;
}

async function signInAsMemberOfUnlicensedLocation() {
  await i18n.changeLanguage('nl');
  const api = fakeApi({
    'GET locations': {
      body: {
        data: [
          { id: 1, title: 'Zonder Licentie', domain: 'zl.nl', type: 'vo', sso_required: null },
        ],
      },
    },
    'GET auth/me': {
      body: {
        data: {
          id: 5,
          email: 'lid@zl.nl',
          first_name: 'Lid',
          middle_name: null,
          last_name: 'Zonder',
          language: null,
          is_platform_admin: false,
          // Present once the contract has it (a field the schema does not know is dropped).
          has_password: true,
          memberships: [{ location_id: 1, location_title: 'Zonder Licentie', roles: ['user'] }],
        },
      },
    },
    'GET locations/1/faculties': { status: 403, body: NO_LICENSE_BODY },
  });
  // Answers after a timer, as a network would: a loop then spins slowly instead of starving
  // the test's own timers.
  vi.stubGlobal('fetch', async (...args: Parameters<typeof api.fetchImpl>) => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    return api.fetchImpl(...args);
  });
  const queryClient = createQueryClient(
    createErrorHandler({ navigate: (to) => router.navigate(to), pathname: () => router.pathname }),
  );
  render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={queryClient}>
        {/* Where the login page sends a user who just signed in. */}
        <MemoryRouter initialEntries={[{ pathname: '/locaties', state: { afterLogin: true } }]}>
          <RouterBridge />
          <Routes>
            <Route element={<Shell />}>
              <Route path="/locaties" element={<LocationsRoute />} />
              <Route path="/locatie" element={<LocationData />} />
              <Route path="/geen-licentie" element={<p>geen licentie</p>} />
            </Route>
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return api;
}

describe('a location without a license (docs/organisation.md, Locations and licenses)', () => {
  it('sends the member to /locaties once and leaves them there', async () => {
    restoreContext();
    const api = await signInAsMemberOfUnlicensedLocation();
    expect(await screen.findByRole('heading', { name: 'Locaties' })).toBeTruthy();
    // Time for a loop to show itself.
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    const refused = api.calls.filter((call) => call.path === 'locations/1/faculties');
    expect(refused).toHaveLength(1);
    expect(router.pathname).toBe('/locaties');
    expect(readCookie('current_location')).toBeNull();
    expect(screen.getByText('Geen actieve licentie')).toBeTruthy();
  });
});
