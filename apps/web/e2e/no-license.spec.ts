import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import type { APIRequestContext, Page } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { DEMO_PASSWORD, LOGIN_PAGE, watchApi } from './support';

const PLATFORM_ADMIN = 'platform@demo.nl';
const MEMBER_PASSWORD = 'Welkom!2026';
/** The no_license message (errors.noLicense; docs/organisation.md "Locations and licenses"). */
const NO_LICENSE_MESSAGE = /^Deze locatie heeft geen actieve licentie/;

/** The invitation link's path as the invited person reads it in the .eml the server wrote. */
async function invitationPath(dataDir: string, to: string): Promise<string> {
  const folder = join(dataDir, 'mail');
  const files = existsSync(folder) ? readdirSync(folder).filter((f) => f.endsWith('.eml')) : [];
  for (const file of files.sort().reverse()) {
    const mail = await simpleParser(readFileSync(join(folder, file)));
    const address = Array.isArray(mail.to) ? mail.to[0]?.text : mail.to?.text;
    if (address !== to) continue;
    const link = /https?:\/\/\S+\/uitnodiging\/(\S+)/.exec(mail.text ?? '')?.[1];
    if (link) return link;
  }
  return '';
}

/** A JSON call with the CSRF token of the request context's own cookies. */
async function call<T>(
  request: APIRequestContext,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  let xsrf = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value;
  if (!xsrf) {
    await request.get('/api/v1/auth/csrf');
    xsrf = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value;
  }
  const response = await request.fetch(`/api/v1/${path}`, {
    method,
    headers: { 'x-xsrf-token': xsrf ?? '', accept: 'application/json' },
    data: body,
  });
  expect(response.ok(), `${method} ${path}: ${response.status()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/**
 * The platform administrator makes a location without any license and invites `email` with
 * `roles`; the invitation is accepted through the API, as the invitation page would.
 */
async function memberOfUnlicensedLocation(
  page: Page,
  dataDir: string,
  email: string,
  roles: string[],
): Promise<void> {
  const admin = page.request;
  await call(admin, 'POST', 'auth/login', { email: PLATFORM_ADMIN, password: DEMO_PASSWORD });
  const stamp = Date.now();
  const location = await call<{ id: number }>(admin, 'POST', 'locations', {
    title: `Zonder licentie ${stamp}`,
    domain: `zonder-licentie-${stamp}.nl`,
    type: 'vo',
  });
  await call(admin, 'POST', `locations/${location.id}/invitations`, { email, roles });
  await expect.poll(() => invitationPath(dataDir, email)).not.toBe('');
  const link = await invitationPath(dataDir, email);
  await call(admin, 'POST', 'auth/logout');
  await call(admin, 'POST', `invitations/${link}/accept`, {
    first_name: 'Zonder',
    middle_name: '',
    last_name: 'Licentie',
    password: MEMBER_PASSWORD,
    password_confirmation: MEMBER_PASSWORD,
  });
  // Start signed out, so the member signs in through the form as anyone would.
  await page.context().clearCookies();
}

async function signInThroughForm(page: Page, email: string): Promise<void> {
  await page.goto('/');
  await page.getByRole('textbox', { name: 'E-mailadres' }).fill(email);
  await page.getByRole('textbox', { name: 'Wachtwoord' }).fill(MEMBER_PASSWORD);
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
}

test('a member of a location without a license lands on /locaties and stays there', async ({
  page,
  appServer,
}) => {
  const email = `zonder.licentie.${Date.now()}@demo.nl`;
  await memberOfUnlicensedLocation(page, appServer.dataDir, email, ['user']);

  const requests = watchApi(page);
  await signInThroughForm(page, email);
  await expect(page).toHaveURL(/\/locaties$/);
  await expect(page.getByText(NO_LICENSE_MESSAGE)).toHaveCount(1);

  // Settled: no loop of navigations and refused requests (once it was hundreds).
  requests.reset();
  await requests.settled();
  expect(requests.paths.length, requests.paths.join(' ')).toBeLessThanOrEqual(5);
  await expect(page).toHaveURL(/\/locaties$/);
  await expect(page.getByText(NO_LICENSE_MESSAGE)).toHaveCount(1);

  // The settings menu can be used: sign out.
  await page.getByRole('button', { name: 'Instellingen' }).click();
  await page.getByRole('menuitem', { name: 'Uitloggen' }).click();
  await expect(page).toHaveURL(LOGIN_PAGE);
  await expect(page.getByRole('button', { name: 'Inloggen', exact: true })).toBeVisible();
});

test('the admin of a location without a license can still see its licenses', async ({
  page,
  appServer,
}) => {
  const email = `beheerder.zonder.licentie.${Date.now()}@demo.nl`;
  await memberOfUnlicensedLocation(page, appServer.dataDir, email, ['admin']);
  const requests = watchApi(page);
  await signInThroughForm(page, email);
  await expect(page).toHaveURL(/\/locaties$/);
  await expect(page.getByText(NO_LICENSE_MESSAGE)).toHaveCount(1);

  requests.reset();
  await requests.settled();
  expect(requests.paths.length, requests.paths.join(' ')).toBeLessThanOrEqual(5);

  // The location's card says why, and offers its admin the licenses.
  await expect(page.getByText('Geen actieve licentie', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Licenties bekijken' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Licenties' })).toBeVisible();
  await expect(page.getByText(/^Deze locatie heeft nog geen licentie\./)).toBeVisible();
  // And stays there: nothing still on its way sends the admin back.
  await requests.settled();
  await expect(page).toHaveURL(/\/licenties$/);
});
