import { expect, test, type Page } from '@playwright/test';
import { api, axeViolations, DEMO_PASSWORD, signIn } from './support';

/*
 * Single sign-on in the browser, against the local OpenID Connect providers that
 * playwright.config.ts starts (apps/server/test/helpers/fake-oidc-server.ts): real redirects,
 * the provider's own login page, the code flow with PKCE on the server. Accounts there:
 * SURFconext `ontwerper` (ontwerper@demo.nl) and `onbekend` (no account here), Entra
 * `gebruiker` (gebruiker@demo.nl, verified e-mail, first test tenant).
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

test.afterAll(async ({ browser }) => {
  // Leave Demo College as the other specs expect it: no school-account buttons.
  const page = await browser.newPage();
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
