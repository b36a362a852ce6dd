import { expect, test } from './fixtures';
import type { Browser, Page } from '@playwright/test';
import { api, axeViolations, DEMO_PASSWORD, signIn } from './support';

/*
 * Single sign-on in the browser, against the local OpenID Connect providers that
 * playwright.config.ts starts (apps/server/test/helpers/fake-oidc-server.ts): real redirects,
 * the provider's own login page, the code flow with PKCE on the server. Accounts there:
 * SURFconext `ontwerper` (ontwerper@demo.nl) and `onbekend` (no account here), Entra
 * `gebruiker` (gebruiker@demo.nl, verified e-mail, first test tenant), Entree `docent`
 * (admin@tweede.nl, institution tweede.nl).
 */

const ENTRA_TENANT = 'aaaaaaaa-0000-4000-8000-000000000001';

test.describe.configure({ mode: 'serial' });

async function demoCollege(page: Page): Promise<number> {
  const locations = await api<{ id: number; title: string }[]>(page, 'GET', 'locations');
  const demo = locations.find((location) => location.title === 'Demo College');
  if (!demo) throw new Error('no Demo College');
  return demo.id;
}

/** The provider's login page: choose the account, as a person would. */
async function signInAtProvider(page: Page, login: string) {
  await page.getByLabel('Gebruikersnaam').fill(login);
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
}

/** Screenshots of new screens go here, to be looked at by hand (not compared). */
const SHOTS = process.env.E2E_SCREENSHOTS ?? '';

/** A page whose context is signed in through the API (no location page to wait for). */
async function apiSession(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.request.get('/api/v1/auth/csrf');
  const xsrf =
    (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await page.request.post('/api/v1/auth/login', {
    headers: { 'x-xsrf-token': xsrf },
    data: { email, password: DEMO_PASSWORD },
  });
  expect(response.status(), `sign-in of ${email}`).toBe(200);
  return page;
}

async function locationId(page: Page, title: string): Promise<number> {
  const locations = await api<{ id: number; title: string }[]>(page, 'GET', 'locations');
  const found = locations.find((location) => location.title === title);
  if (!found) throw new Error(`no ${title}`);
  return found.id;
}

test.afterAll(async ({ browser }) => {
  // Leave the demo data as the other specs expect it: no school-account buttons, passwords on,
  // and admin@tweede.nl only at Tweede School.
  const vendor = await apiSession(browser, 'platform@demo.nl');
  const demo = await locationId(vendor, 'Demo College');
  const tweede = await locationId(vendor, 'Tweede School');
  await api(vendor, 'PUT', `locations/${demo}/sso`, { password_login: true });
  for (const id of [demo, tweede]) {
    await vendor.request.fetch(`/api/v1/locations/${id}/sso/entree`, {
      method: 'DELETE',
      headers: {
        'x-xsrf-token':
          (await vendor.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')
            ?.value ?? '',
      },
    });
  }
  const people = await api<{ id: number; email: string }[]>(
    vendor,
    'GET',
    `locations/${demo}/users`,
  );
  const joined = people.find((person) => person.email === 'admin@tweede.nl');
  if (joined) await api(vendor, 'DELETE', `locations/${demo}/users/${joined.id}`);
  await vendor.context().close();

  // Dutch, whichever test ran last (the English ones set their own locale).
  const page = await browser.newPage({ locale: 'nl-NL' });
  await signIn(page);
  const id = await demoCollege(page);
  for (const provider of ['surfconext', 'entra']) {
    await page.request.fetch(`/api/v1/locations/${id}/sso/${provider}`, {
      method: 'DELETE',
      headers: {
        'x-xsrf-token':
          (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ??
          '',
      },
    });
  }
  await page.context().close();
});

test('an admin connects SURFconext to the location on /locatie', async ({ page }) => {
  await signIn(page);
  const section = page.getByRole('region', { name: 'Inloggen met schoolaccount' });
  await expect(section.getByRole('textbox', { name: 'Redirect-URI' })).toHaveValue(
    /\/api\/v1\/auth\/sso\/callback$/,
  );
  await section.getByRole('button', { name: 'SURFconext koppelen' }).click();
  const dialog = page.getByRole('dialog', { name: 'SURFconext koppelen' });
  await dialog.getByRole('textbox', { name: 'Client-id' }).fill('cp-surf-client');
  await dialog.getByLabel('Client-secret').fill('cp-surf-secret-0123456789abcdef');
  const allowed = dialog.getByLabel('Instellingen (schac_home_organization)');
  await allowed.fill('demo.nl');
  await allowed.press('Enter');
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('De koppeling met SURFconext is opgeslagen')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(section.getByText('cp-surf-client')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  // The secret is never shown again, not even to the admin.
  await expect(page.getByText('cp-surf-secret-0123456789abcdef')).toHaveCount(0);

  // Microsoft through the API, to keep this test short.
  await api(page, 'PUT', `locations/${await demoCollege(page)}/sso/entra`, {
    enabled: true,
    client_id: 'cp-entra-client',
    client_secret: 'cp-entra-secret-0123456789abcdef',
    allowed_organisations: [ENTRA_TENANT],
  });
});

test('SURFconext: the first time links the account with its password, then signs in directly', async ({
  browser,
}) => {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Inloggen met Microsoft' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Inloggen met SURFconext' }).click();
  await signInAtProvider(page, 'ontwerper');

  await expect(page.getByRole('heading', { name: 'Koppel je schoolaccount' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await expect(page.getByText('ontwerper@demo.nl')).toBeVisible();
  await page.getByLabel('Wachtwoord van je account').fill('niet-het-wachtwoord');
  await page.getByRole('button', { name: 'Koppelen en inloggen' }).click();
  await expect(page.getByText('Het wachtwoord is onjuist')).toBeVisible();
  await page.getByLabel('Wachtwoord van je account').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Koppelen en inloggen' }).click();
  await expect(page).toHaveURL(/\/locatie$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Demo College' })).toBeVisible();

  // Signed out and back: no password any more.
  await page.getByRole('button', { name: 'Instellingen' }).click();
  await page.getByRole('menuitem', { name: 'Uitloggen' }).click();
  await expect(page.getByRole('heading', { name: 'Inloggen' })).toBeVisible();
  await page.getByRole('button', { name: 'Inloggen met SURFconext' }).click();
  await signInAtProvider(page, 'ontwerper');
  await expect(page).toHaveURL(/\/locatie$/);
  await page.context().close();
});

test('Microsoft: the same flow with an Entra account', async ({ browser }) => {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/');
  await page.getByRole('button', { name: 'Inloggen met Microsoft' }).click();
  await signInAtProvider(page, 'gebruiker');
  await expect(page.getByRole('heading', { name: 'Koppel je schoolaccount' })).toBeVisible();
  await page.getByLabel('Wachtwoord van je account').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Koppelen en inloggen' }).click();
  await expect(page).toHaveURL(/\/locatie$/);
  await page.context().close();
});

test('an identity without an account here is told to ask the administrator', async ({
  browser,
}) => {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/');
  await page.getByRole('button', { name: 'Inloggen met SURFconext' }).click();
  await signInAtProvider(page, 'onbekend');
  await expect(page).toHaveURL(/\/surf\?error=not_linked/);
  await expect(page.getByRole('heading', { name: 'Geen account gevonden' })).toBeVisible();
  await expect(page.getByText('Neem contact op met je beheerder')).toBeVisible();
  await page.getByRole('link', { name: 'Terug naar inloggen' }).click();
  await expect(page.getByRole('heading', { name: 'Inloggen' })).toBeVisible();
  await page.context().close();
});

test.describe('another school invites (issue 25)', () => {
  test('joining is the person’s own choice: "Not now" joins nothing, "Join" does', async ({
    browser,
  }) => {
    // Both schools accept the same Entree institution.
    const vendor = await apiSession(browser, 'platform@demo.nl');
    const demo = await locationId(vendor, 'Demo College');
    const tweede = await locationId(vendor, 'Tweede School');
    for (const id of [tweede, demo]) {
      await api(vendor, 'PUT', `locations/${id}/sso/entree`, {
        enabled: true,
        client_id: 'cp-entree-client',
        client_secret: 'cp-entree-secret-0123456789abcdef',
        allowed_organisations: ['tweede.nl'],
      });
    }
    await vendor.context().close();

    // Tweede School's admin links their school account through their own school once.
    const own = await (await browser.newContext()).newPage();
    await own.goto('/?school=tweedeschool.nl');
    await own.getByRole('button', { name: 'Inloggen met Entree' }).click();
    await signInAtProvider(own, 'docent');
    await expect(own.getByRole('heading', { name: 'Koppel je schoolaccount' })).toBeVisible();
    await own.getByLabel('Wachtwoord van je account').fill(DEMO_PASSWORD);
    await own.getByRole('button', { name: 'Koppelen en inloggen' }).click();
    await expect(own).toHaveURL(/\/locatie$/);
    await own.context().close();

    // Demo College's admin invites them.
    const admin = await browser.newPage();
    await signIn(admin);
    await api(admin, 'POST', `locations/${demo}/invitations`, {
      email: 'admin@tweede.nl',
      roles: ['designer'],
    });
    await admin.context().close();

    // One link to Demo College's sign-in: a question, not a membership.
    const page = await (await browser.newContext()).newPage();
    await page.goto('/?school=democollege.nl');
    await page.getByRole('button', { name: 'Inloggen met Entree' }).click();
    await signInAtProvider(page, 'docent');
    await expect(page).toHaveURL(/\/surf\?join=/);
    await expect(page.getByRole('heading', { name: 'Lid worden van Demo College?' })).toBeVisible();
    await expect(
      page.getByText('Anja Jansen van Demo College heeft je uitgenodigd', { exact: false }),
    ).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/join-nl.png`, fullPage: true });
    await page.getByRole('button', { name: 'Niet nu' }).click();
    await expect(page.getByRole('heading', { name: 'Je bent geen lid geworden' })).toBeVisible();
    await expect(page.getByText(/De uitnodiging blijft geldig tot/)).toBeVisible();

    // The same question in English.
    const english = await (await browser.newContext({ locale: 'en-GB' })).newPage();
    await english.goto('/?school=democollege.nl');
    await english.getByRole('button', { name: 'Sign in with Entree' }).click();
    await signInAtProvider(english, 'docent');
    await expect(english.getByRole('heading', { name: 'Join Demo College?' })).toBeVisible();
    expect(await axeViolations(english)).toEqual([]);
    if (SHOTS) await english.screenshot({ path: `${SHOTS}/join-en.png`, fullPage: true });
    await english.getByRole('button', { name: 'Not now' }).click();
    await expect(english.getByRole('heading', { name: 'You have not joined' })).toBeVisible();
    await english.context().close();

    // Later, by choice.
    await page.goto('/?school=democollege.nl');
    await page.getByRole('button', { name: 'Inloggen met Entree' }).click();
    await signInAtProvider(page, 'docent');
    await page.getByRole('button', { name: 'Lid worden van Demo College' }).click();
    await expect(page).toHaveURL(/\/locaties$/);
    await expect(page.getByRole('button', { name: /Demo College/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /Tweede School/ })).toBeVisible();
    await page.context().close();
  });

  test('a school without passwords needs its school account; the other school still takes the password', async ({
    browser,
  }) => {
    const vendor = await apiSession(browser, 'platform@demo.nl');
    const demo = await locationId(vendor, 'Demo College');
    await api(vendor, 'PUT', `locations/${demo}/sso`, { password_login: false });
    await vendor.context().close();

    const page = await (await browser.newContext()).newPage();
    await page.goto('/');
    await page.getByRole('textbox', { name: 'E-mailadres' }).fill('admin@tweede.nl');
    await page.getByRole('textbox', { name: 'Wachtwoord' }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
    await expect(page).toHaveURL(/\/locaties$/);
    const card = page.getByRole('group', { name: 'Demo College' });
    await expect(card.getByText('Schoolaccount nodig')).toBeVisible();
    await expect(page.getByRole('button', { name: /Tweede School/ })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/locations-nl.png`, fullPage: true });

    // Opening Demo College's pages with this session leads back here, with the reason.
    await page
      .context()
      .addCookies([{ name: 'current_location', value: String(demo), url: page.url() }]);
    await page.goto('/locatie');
    await expect(page).toHaveURL(/\/locaties$/);
    await expect(
      page.getByText(
        'Deze locatie laat je inloggen met je schoolaccount. Log daarmee in via de knop bij de locatie.',
      ),
    ).toBeVisible();
    await card.getByRole('button', { name: 'Inloggen met Entree voor Demo College' }).click();
    await signInAtProvider(page, 'docent');
    await expect(page).toHaveURL(/\/locatie$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Demo College' })).toBeVisible();
    await page.context().close();
  });

  test.describe('in English', () => {
    test.use({ locale: 'en-GB' });

    test('the same screens in English', async ({ browser }) => {
      const page = await (await browser.newContext({ locale: 'en-GB' })).newPage();
      await page.goto('/');
      await page.getByRole('textbox', { name: 'E-mail address' }).fill('admin@tweede.nl');
      await page.getByRole('textbox', { name: 'Password' }).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(page).toHaveURL(/\/locaties$/);
      const card = page.getByRole('group', { name: 'Demo College' });
      await expect(card.getByText('School account needed')).toBeVisible();
      await expect(
        card.getByRole('button', { name: 'Sign in with Entree for Demo College' }),
      ).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/locations-en.png`, fullPage: true });
      await page.context().close();
    });
  });
});
