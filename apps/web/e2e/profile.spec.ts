import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import {
  api,
  DEMO_PASSWORD,
  forgetSession,
  LOGIN_PAGE,
  signIn,
  signInThroughForm,
} from './support';

// A demo account few other specs use; its name and password are put back at the end.
const EMAIL = 'reviewer@demo.nl';
const NEW_PASSWORD = 'Profiel!2027';

async function changePassword(page: Page, current: string, next: string) {
  await page.getByLabel(/^Huidig wachtwoord/).fill(current);
  await page.getByLabel(/^Nieuw wachtwoord/).fill(next);
  await page.getByLabel(/^Herhaal het wachtwoord/).fill(next);
  await page.getByRole('button', { name: 'Wachtwoord wijzigen' }).click();
}

test('the profile: own name, unsaved changes, own password ending the other sessions', async ({
  page,
  browser,
}) => {
  // Sessions of their own, through the form: a new password ends the account's other sessions.
  await signInThroughForm(page, EMAIL);
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signInThroughForm(otherPage, EMAIL);

  // Through the settings menu: /locatie and /profiel are pages of this one document, so the
  // browser's back button stays in the app (where the app can ask).
  await page.getByRole('button', { name: 'Instellingen' }).click();
  await page.getByRole('menuitem', { name: 'Profiel' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Profiel' })).toBeVisible();
  const firstName = page.getByLabel('Voornaam', { exact: false });
  const original = await firstName.inputValue();
  const question = page.getByRole('dialog', { name: 'Wijzigingen niet opgeslagen' });
  const keepEditing = question.getByRole('button', { name: 'Verder bewerken' });

  // Unsaved: leaving through a link asks in the app; "Verder bewerken" stays with the typed name.
  await firstName.fill('Rita');
  await page
    .getByRole('link', { name: /dashboard/i })
    .first()
    .click();
  await keepEditing.click();
  await expect(question).toBeHidden();
  await expect(page).toHaveURL(/\/profiel$/);
  await expect(firstName).toHaveValue('Rita');

  // The browser's back button asks the same; "Weggooien" goes back to the page before.
  await page.goBack();
  await keepEditing.click();
  await expect(page).toHaveURL(/\/profiel$/);
  await expect(firstName).toHaveValue('Rita');
  await page.goBack();
  await question.getByRole('button', { name: 'Weggooien' }).click();
  await expect(page).toHaveURL(/\/locatie$/);
  // Forward to the profile (nothing typed there any more: not asked), the name typed again.
  await page.goForward();
  await expect(firstName).toHaveValue(original);
  await firstName.fill('Rita');

  // Saved: the name stays after a reload.
  await page.getByRole('button', { name: 'Naam opslaan' }).click();
  await expect(page.getByText('Je naam is opgeslagen')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Voornaam', { exact: false })).toHaveValue('Rita');

  // The roles per location, read-only and translated.
  await expect(page.getByRole('heading', { name: 'Rollen per locatie' })).toBeVisible();

  // A wrong current password is said clearly; the right one changes it.
  await changePassword(page, 'Fout!Wacht1', NEW_PASSWORD);
  await expect(page.getByText('Het wachtwoord is onjuist')).toBeVisible();
  await page.getByLabel(/^Huidig wachtwoord/).fill('');
  await page.getByLabel(/^Nieuw wachtwoord/).fill('');
  await page.getByLabel(/^Herhaal het wachtwoord/).fill('');
  await changePassword(page, DEMO_PASSWORD, NEW_PASSWORD);
  await expect(page.getByText(/Je wachtwoord is gewijzigd/)).toBeVisible();
  // That also ended this worker's shared session of the account, if it had one.
  forgetSession(EMAIL);

  // The other browser is signed out; this one is not.
  await otherPage.goto('/dashboard');
  await expect(otherPage).toHaveURL(LOGIN_PAGE);
  await page.goto('/profiel');
  await expect(page.getByRole('heading', { level: 1, name: 'Profiel' })).toBeVisible();
  await other.close();

  // Put everything back for other specs.
  await changePassword(page, NEW_PASSWORD, DEMO_PASSWORD);
  await expect(page.getByText(/Je wachtwoord is gewijzigd/)).toBeVisible();
  await page.getByLabel('Voornaam', { exact: false }).fill(original);
  await page.getByRole('button', { name: 'Naam opslaan' }).click();
  await expect(page.getByText('Je naam is opgeslagen')).toBeVisible();
});

test("the account's language follows the user to another device", async ({ page, browser }) => {
  // Another device that last showed Dutch: its language cookie says so.
  const device = await browser.newContext();
  const devicePage = await device.newPage();
  await signIn(page, EMAIL);
  await device.addCookies([{ name: 'language', value: 'nl', url: new URL(page.url()).origin }]);
  try {
    // English chosen on this device's profile.
    await page.goto('/profiel');
    await page.getByText('English', { exact: true }).click();
    await expect(page.getByRole('radio', { name: 'English' })).toBeChecked();

    // The other device signs in (its login page Dutch, as its cookie says) and shows English.
    // Through the form (this device signs out below), as that device's person would.
    await signInThroughForm(devicePage, EMAIL);
    await expect(devicePage.getByRole('button', { name: 'Settings' })).toBeVisible();
    await expect(devicePage.locator('html')).toHaveAttribute('lang', 'en');
    // Its cookie took the account's language: signed out, its login page is English too.
    await devicePage.getByRole('button', { name: 'Settings' }).click();
    await devicePage.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(devicePage).toHaveURL(LOGIN_PAGE);
    await devicePage.reload();
    await expect(devicePage.getByRole('button', { name: 'Sign in' })).toBeVisible();
  } finally {
    // Dutch again for the specs after this one, also when a step above failed.
    await api(page, 'PUT', 'auth/me/language', { language: 'nl' });
    await device.close();
  }
});
