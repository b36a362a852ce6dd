import { QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { restoreContext } from '@/lib/context-store';
import { deleteCookie, writeCookie } from '@/lib/cookies';
import { educationQueryOptions } from '@/lib/education-queries';
import { ApiError } from '@/lib/api';
import { prefetch } from '@/lib/prefetch';
import { mockApi, type TMockRoutes } from '@/test/mock-api';
import { health, planning, summary } from '@/features/analysis/analysis-fixture';
import { planDesign, planEducation, yearPlan } from '@/features/plan/plan-fixture';
import { createQueryClient } from './query-client';
import { prefetchRoute } from './route-prefetch';
import { loadScreen } from './screen-chunks';

// The screens' chunks themselves are not loaded here: which one is asked for is what counts.
vi.mock('./screen-chunks', () => ({
  loadScreen: vi.fn(() => Promise.resolve({ default: () => null })),
}));

const EDUCATION = 'locations/7/educations/5';
const me = {
  id: 1,
  email: 'ontwerper@demo.nl',
  first_name: 'Olga',
  middle_name: null,
  last_name: 'Ontwerper',
  language: 'nl',
  is_platform_admin: false,
  has_password: true,
  memberships: [{ location_id: 7, location_title: 'Demo College', roles: ['designer'] }],
};

/** A filled year of the analysis summary. */
const filled = (id: number, position: number) => ({
  id,
  position,
  name: null,
  weeks: 8,
  planned_clusters: 2,
  filled: true,
});

const CONTEXT = {
  current_location: '7',
  current_education: '5',
  current_education_year_id: '3',
};

function open(context: Record<string, string> = CONTEXT) {
  for (const [name, value] of Object.entries(context)) writeCookie(name, value);
  restoreContext();
}

/** The paths asked for, once each, in the order first asked. */
const asked = (api: ReturnType<typeof mockApi>) => [
  ...new Set(api.calls.filter((call) => call.path !== 'auth/csrf').map((call) => call.path)),
];

describe('prefetchRoute', () => {
  let onError: ReturnType<typeof vi.fn<(error: unknown) => void>>;
  beforeEach(async () => {
    onError = vi.fn<(error: unknown) => void>();
    // The screens' prefetch modules are chunks of their own: loaded once here, so a test waits
    // for requests, not for the first transform of those modules.
    await Promise.all([import('@/features/analysis/prefetch'), import('@/features/plan/prefetch')]);
  });
  afterEach(() => {
    for (const name of Object.keys(CONTEXT)) deleteCookie(name);
    restoreContext();
    vi.unstubAllGlobals();
  });

  function client(routes: TMockRoutes) {
    const api = mockApi({ 'GET auth/me': { body: { data: me } }, ...routes });
    return { api, client: createQueryClient(onError) };
  }

  it('starts the analysis screen’s reads at once: the user, the summary, the health check and the remembered year’s open tab', async () => {
    open();
    const { api, client: queryClient } = client({
      [`GET ${EDUCATION}/analysis`]: {
        body: { data: summary({ years: [filled(3, 1), filled(4, 2)] }) },
      },
      [`GET ${EDUCATION}/analysis/health`]: { body: { data: health() } },
      [`GET ${EDUCATION}/analysis/years/3/planning`]: { body: { data: planning() } },
    });
    prefetchRoute(queryClient, { pathname: '/analyse', search: '' });
    await vi.waitFor(() => expect(loadScreen).toHaveBeenLastCalledWith('/analyse'));
    await vi.waitFor(() => expect(asked(api)).toHaveLength(4));
    // Beside the summary, not after it: the remembered year is mostly the one shown.
    expect(asked(api).sort()).toEqual(
      [
        'auth/me',
        `${EDUCATION}/analysis`,
        `${EDUCATION}/analysis/health`,
        `${EDUCATION}/analysis/years/3/planning`,
      ].sort(),
    );
    await vi.waitFor(() =>
      expect(
        queryClient.getQueryData(['educations', '7', '5', 'analysis', 'years', '3', 'planning']),
      ).toBeTruthy(),
    );
    expect(onError).not.toHaveBeenCalled();
  });

  it('asks the tab of the URL, and the year the summary chooses when the remembered one is not filled', async () => {
    open({ ...CONTEXT, current_education_year_id: '9' });
    const { api, client: queryClient } = client({
      [`GET ${EDUCATION}/analysis`]: {
        body: { data: summary({ years: [filled(3, 1), filled(4, 2)] }) },
      },
      [`GET ${EDUCATION}/analysis/health`]: { body: { data: health() } },
      [`GET ${EDUCATION}/analysis/years/9/goals`]: { status: 404, body: { message: 'gone' } },
      [`GET ${EDUCATION}/analysis/years/3/goals`]: { body: { data: planning() } },
    });
    prefetchRoute(queryClient, { pathname: '/analyse', search: '?tab=goals' });
    await vi.waitFor(() => expect(asked(api)).toContain(`${EDUCATION}/analysis/years/3/goals`));
    expect(asked(api)).toContain(`${EDUCATION}/analysis/years/9/goals`);
  });

  it('asks the plan of the year the plan screen will choose, from the cached education', async () => {
    open({ ...CONTEXT, current_education_year_id: '99' });
    const education = planEducation();
    const { api, client: queryClient } = client({
      [`GET ${EDUCATION}/design`]: { body: { data: planDesign() } },
      [`GET ${EDUCATION}/plan/years/${education.years[0]!.id}`]: { body: { data: yearPlan() } },
    });
    queryClient.setQueryData(educationQueryOptions('7', '5').queryKey, education);
    prefetchRoute(queryClient, { pathname: '/plan', search: '' });
    await vi.waitFor(() => expect(loadScreen).toHaveBeenLastCalledWith('/plan/:yearId?'));
    await vi.waitFor(() =>
      expect(asked(api)).toContain(`${EDUCATION}/plan/years/${education.years[0]!.id}`),
    );
    // The remembered year is not one of the education's: the first is shown, so only it is asked.
    expect(asked(api)).not.toContain(`${EDUCATION}/plan/years/99`);
    expect(asked(api)).toContain(`${EDUCATION}/design`);
  });

  it('starts nothing for a page without the top bar, or an education screen with no education chosen', async () => {
    const { api, client: queryClient } = client({});
    vi.mocked(loadScreen).mockClear();
    prefetchRoute(queryClient, { pathname: '/', search: '' });
    prefetchRoute(queryClient, { pathname: '/wachtwoord-vergeten', search: '' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked(api)).toEqual([]);
    expect(loadScreen).not.toHaveBeenCalled();
    prefetchRoute(queryClient, { pathname: '/analyse', search: '' });
    await vi.waitFor(() => expect(asked(api)).toEqual(['auth/me']));
  });
});

describe('prefetch', () => {
  it('says nothing about a failure while nobody reads the query; the screen that reads it asks again, and its failure is reported', async () => {
    const onError = vi.fn();
    const queryClient = createQueryClient(onError);
    const queryFn = vi.fn(() => Promise.reject(new ApiError(500, { message: 'down' })));
    const options = { queryKey: ['x'], queryFn, retry: false } as const;
    await prefetch(queryClient, options);
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(onError).not.toHaveBeenCalled();

    const observer = new QueryObserver(queryClient, options);
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    expect(queryFn).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it('a screen that starts reading while the prefetch is on its way reports its failure', async () => {
    const onError = vi.fn();
    const queryClient = createQueryClient(onError);
    let fail: (error: unknown) => void = () => undefined;
    const queryFn = vi.fn(
      () =>
        new Promise((_resolve, reject) => {
          fail = reject;
        }),
    );
    const options = { queryKey: ['y'], queryFn, retry: false } as const;
    const prefetched = prefetch(queryClient, options);
    const observer = new QueryObserver(queryClient, options);
    const unsubscribe = observer.subscribe(() => undefined);
    fail(new ApiError(500, { message: 'down' }));
    await prefetched;
    await vi.waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    // One request: the screen joined the one on its way.
    expect(queryFn).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});
