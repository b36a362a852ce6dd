import AxeBuilder from '@axe-core/playwright';
import {
  expect,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Cookie,
  type Locator,
  type Page,
  type Request,
  request,
} from '@playwright/test';

/** Demo accounts seeded in embedded mode (README.md "Demo accounts"). */
export const DEMO_PASSWORD = 'Demo!2026';
export const ADMIN = 'admin@demo.nl';

/** The login page, maybe with where a signed-out person came from (`/?next=%2Fdashboard`). */
export const LOGIN_PAGE = /\/(\?next=[^&]*)?$/;

/** Signs in through the login form, as a user would, and waits for the location page. */
export async function signInThroughForm(
  page: Page,
  email = ADMIN,
  password = DEMO_PASSWORD,
): Promise<void> {
  await page.goto('/');
  await page.getByRole('textbox', { name: 'E-mailadres' }).fill(email);
  await page.getByRole('textbox', { name: 'Wachtwoord' }).fill(password);
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await expect(page).toHaveURL(/\/locatie$/);
}

/**
 * The cookies of one session per demo account, signed in through the API the first time a test
 * of this worker asks for it (the worker has its own server, fixtures.ts). Tests that end a
 * session (signing out, a new password, signing in again in the same browser) sign in through
 * the form instead, or `forgetSession` after, so these stay valid.
 */
const sessions = new Map<string, Promise<Cookie[]>>();

/** `context` is signed in as `email` (a demo account): the cookies of its session, shared. */
export async function sessionOf(context: BrowserContext, email = ADMIN): Promise<void> {
  let cookies = sessions.get(email);
  if (!cookies) {
    cookies = (async () => {
      // A request context of its own: signing in where another session's cookie is sent would
      // end that session (the server replaces it).
      const origin = new URL((await context.request.get('/api/v1/health')).url()).origin;
      const own = await request.newContext({ baseURL: origin });
      try {
        await own.get('/api/v1/auth/csrf');
        const xsrf = (await own.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN');
        const response = await own.post('/api/v1/auth/login', {
          headers: { 'x-xsrf-token': xsrf?.value ?? '' },
          data: { email, password: DEMO_PASSWORD },
        });
        expect(response.status(), `sign-in of ${email}`).toBe(200);
        return (await own.storageState()).cookies;
      } finally {
        await own.dispose();
      }
    })();
    sessions.set(email, cookies);
    cookies.catch(() => sessions.delete(email));
  }
  await context.addCookies(await cookies);
}

/** After a test ended every other session of `email` (a new password): the next makes a new one. */
export function forgetSession(email: string): void {
  sessions.delete(email);
}

/**
 * Signed in as `email` (the shared session of `sessionOf`) on the location page, where the form
 * leads. A session some earlier test ended fails here, by name: that test should have used
 * `signInThroughForm`.
 */
export async function signIn(page: Page, email = ADMIN): Promise<void> {
  await sessionOf(page.context(), email);
  await page.goto('/');
  await expect(page, `the shared session of ${email} is still valid`).toHaveURL(/\/locatie$/);
}

/** A JSON call to the API as the page's user (session and CSRF cookies of its context). */
export async function api<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  const cookies = await page.context().cookies();
  const xsrf = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await page.request.fetch(`/api/v1/${path}`, {
    method,
    headers: { 'x-xsrf-token': xsrf, accept: 'application/json' },
    data: body,
  });
  expect(response.ok(), `${method} ${path}: ${response.status()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

export interface TEducationSetup {
  location: number;
  faculty: number;
  parent: number;
  education: number;
}

/**
 * A new education `name` in Demo College / Techniek / Bouw en infra (one year of two periods of
 * 10 weeks), made through the API so a test does not depend on the state of the demo data.
 */
export async function createDemoEducation(page: Page, name: string): Promise<TEducationSetup> {
  const named = <R extends { id: number }>(list: R[], key: keyof R, value: string) => {
    const found = list.find((item) => item[key] === value);
    if (!found) throw new Error(`${value} not in the demo data`);
    return found.id;
  };
  const location = named(
    await api<{ id: number; title: string }[]>(page, 'GET', 'locations'),
    'title',
    'Demo College',
  );
  const faculty = named(
    await api<{ id: number; name: string }[]>(page, 'GET', `locations/${location}/faculties`),
    'name',
    'Techniek',
  );
  const parent = named(
    await api<{ id: number; name: string }[]>(
      page,
      'GET',
      `locations/${location}/faculties/${faculty}/educationParents`,
    ),
    'name',
    'Bouw en infra',
  );
  const { id: education } = await api<{ id: number }>(
    page,
    'POST',
    `locations/${location}/educations`,
    {
      education_parent_id: parent,
      name,
      type: 'vocational_secondary_education_4',
      years: 1,
      periods_per_year: 2,
      weeks_per_period: 10,
    },
  );
  return { location, faculty, parent, education };
}

/** The origin of the worker's server, as the page's requests reach it. */
export async function originOf(page: Page): Promise<string> {
  return new URL((await page.request.get('/api/v1/health')).url()).origin;
}

/**
 * Signs in in a browser context of its own, makes the education with `create` unless `setup` is
 * given, selects it (the cookies the dashboard sets, lib/context-store.ts; the education parent's
 * also decides which live channel the page listens to) and opens `path`.
 */
export async function openEducationScreen(
  browser: Browser,
  email: string,
  path: string,
  create: (page: Page) => Promise<TEducationSetup>,
  setup?: TEducationSetup,
  contextOptions?: BrowserContextOptions,
) {
  const context = await browser.newContext(contextOptions);
  const page = await context.newPage();
  await sessionOf(context, email);
  const made = setup ?? (await create(page));
  const url = await originOf(page);
  await context.addCookies(
    Object.entries({
      current_location: made.location,
      current_faculty: made.faculty,
      current_education_parent: made.parent,
      current_education: made.education,
    }).map(([name, value]) => ({ name, value: String(value), url })),
  );
  await page.goto(path);
  return { page, setup: made };
}

export interface TPlannedGoalEducation extends TEducationSetup {
  year: number;
  goal: number;
  planned: number;
}

/**
 * A new education `name` (as `createDemoEducation`) with competence 1, outcome 1.1, goal 1.1.1
 * "Tekent een plattegrond" and cluster 1 "Module werktekeningen" (WTK, 4 weeks) covering it,
 * planned in weeks 3-6 of the first year, without tests.
 */
export async function createPlannedGoalEducation(
  page: Page,
  name: string,
): Promise<TPlannedGoalEducation> {
  const setup = await createDemoEducation(page, name);
  const base = `locations/${setup.location}/educations/${setup.education}`;
  const competence = await api<{ id: number }>(page, 'POST', `${base}/design/competences`, {
    index: '1',
    title: 'Tekent bouwkundige details',
    details: 'Tekent bouwkundige details volgens de normen',
  });
  const outcome = await api<{ id: number }>(page, 'POST', `${base}/design/learning-outcomes`, {
    index: '1.1',
    title: 'Maakt werktekeningen',
    details: 'Maakt werktekeningen van een woning',
    competence_id: competence.id,
  });
  const goal = await api<{ id: number }>(page, 'POST', `${base}/design/learning-goals`, {
    index: '1.1.1',
    title: 'Tekent een plattegrond',
    details: 'Tekent een plattegrond op schaal',
    learning_outcome_id: outcome.id,
  });
  const cluster = await api<{ id: number }>(page, 'POST', `${base}/design/clusters`, {
    index: '1',
    title: 'Module werktekeningen',
    short_title: 'WTK',
    details: 'Werktekeningen maken',
    cluster_width: 4,
    goal_ids: [goal.id],
  });
  const { years } = await api<{ years: { id: number }[] }>(page, 'GET', base);
  const year = years[0]!.id;
  const planned = await api<{ id: number }>(page, 'POST', `${base}/plan/clusters`, {
    education_year_id: year,
    cluster_id: cluster.id,
    start_week: 3,
  });
  return { ...setup, year, goal: goal.id, planned: planned.id };
}

/**
 * Switches the signed-in user's interface language as /profiel does (the account, which wins
 * once signed in, and this device's `language` cookie, which the login page reads) and reloads
 * until the page speaks it. `probe` is a locator only the new language shows.
 */
export async function switchLanguage(
  page: Page,
  language: 'nl' | 'en',
  probe: (page: Page) => ReturnType<Page['getByRole']>,
): Promise<void> {
  await api(page, 'PUT', 'auth/me/language', { language });
  const url = new URL(page.url()).origin;
  await page.context().addCookies([{ name: 'language', value: language, url }]);
  // Each try gives the page as long as any condition gets (playwright.config.ts): on a loaded
  // machine a reload with the English texts took longer than the 2 s a try once had.
  await expect(async () => {
    await page.reload();
    await expect(probe(page)).toBeVisible();
  }).toPass({ timeout: 60_000 });
}

const LARGE_DEMO = 'Bouwkunde niveau 4 (groot)';

/** The large demo education's ids, looked up through the API (Demo College). */
export async function largeDemoEducation(page: Page): Promise<TEducationSetup> {
  const locations = await api<{ id: number; title: string }[]>(page, 'GET', 'locations');
  const location = locations.find((item) => item.title === 'Demo College')?.id;
  if (!location) throw new Error('Demo College not found');
  for (const faculty of await api<{ id: number }[]>(
    page,
    'GET',
    `locations/${location}/faculties`,
  )) {
    const parents = await api<{ id: number }[]>(
      page,
      'GET',
      `locations/${location}/faculties/${faculty.id}/educationParents`,
    );
    for (const parent of parents) {
      const educations = await api<{ id: number; name: string }[]>(
        page,
        'GET',
        `locations/${location}/educations?education_parent=${parent.id}`,
      );
      const found = educations.find((education) => education.name === LARGE_DEMO);
      if (found) return { location, faculty: faculty.id, parent: parent.id, education: found.id };
    }
  }
  throw new Error(`${LARGE_DEMO} not found`);
}

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/**
 * WCAG 2.5.3 Label in Name (level A): axe-core tags its rule `wcag21a` but also `experimental`,
 * and leaves experimental rules out of a run by tags unless asked for by name.
 */
const LABEL_IN_NAME = 'label-content-name-mismatch';

/**
 * Serious and critical WCAG 2.1 A/AA violations axe-core finds on the page as it is now, with
 * label-in-name included.
 *
 * In legacy mode: axe runs in the page itself. The default opens a blank page for every check to
 * put the results of cross-origin frames together; the app has none (the help's video frame is
 * not opened here), and that blank page cost about a second per check: the walk over every route
 * took 1.7 instead of 1.1 minutes per language (docs/testing.md).
 *
 * Only violations are worked out in full: axe otherwise also builds a selector for every node
 * that passes (thousands on the plan and the design), which none of the checks reads. A page
 * with five kinds of violation gave the same lines either way.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .options({ rules: { [LABEL_IN_NAME]: { enabled: true } }, resultTypes: ['violations'] })
    .withTags(WCAG_TAGS)
    .setLegacyMode(true)
    .analyze();
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes
        .slice(0, 3)
        .map((node) => `${violation.id}: ${node.target.join(' ')} ${node.any[0]?.message ?? ''}`),
    );
}

/**
 * Watches the page's API requests from now on. `settled()` is the condition a test waits for
 * before it says "and nothing more happens" (no late redirect, no loop of requests), instead of a
 * fixed pause: no request is open, and after the page has handled the last answers (a frame and
 * a task later) it has asked nothing new.
 */
export function watchApi(page: Page) {
  const open = new Set<Request>();
  const paths: string[] = [];
  const isApi = (request: Request) => new URL(request.url()).pathname.startsWith('/api/');
  page.on('request', (request) => {
    if (!isApi(request)) return;
    open.add(request);
    paths.push(new URL(request.url()).pathname);
  });
  const ended = (request: Request) => open.delete(request);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    /** The paths of the API requests since the start (or `reset`), in order. */
    paths,
    reset: () => paths.splice(0),
    settled: async () => {
      await expect
        .poll(
          async () => {
            if (open.size > 0) return false;
            const asked = paths.length;
            await page.evaluate(
              () => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))),
            );
            return open.size === 0 && paths.length === asked;
          },
          { message: 'the page stops asking the server' },
        )
        .toBe(true);
    },
  };
}

/** Opens a Mantine select of `scope` by its label and picks the option named `option`. */
export async function chooseOption(
  page: Page,
  scope: Locator,
  label: string,
  option: string | RegExp,
): Promise<void> {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/**
 * Submits the open education `name` for review from its overview tab, asking no one in
 * particular, and waits for the toast that says so.
 */
export async function submitForReview(page: Page, name: string): Promise<void> {
  await page.getByRole('tab', { name: 'Overzicht' }).click();
  await page.getByRole('button', { name: 'Ter beoordeling aanbieden' }).click();
  await page
    .getByRole('dialog', { name: 'Ter beoordeling aanbieden' })
    .getByRole('button', { name: 'Ter beoordeling aanbieden' })
    .click();
  await expect(page.getByText(`${name} is ter beoordeling aangeboden`)).toBeVisible();
}
