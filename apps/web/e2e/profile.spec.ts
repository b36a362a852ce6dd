import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, signIn } from './support';

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
  await signIn(page, EMAIL);
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signIn(otherPage, EMAIL);

  await page.goto('/profiel');
  await expect(page.getByRole('heading', { level: 1, name: 'Profiel' })).toBeVisible();
  const firstName = page.getByLabel('Voornaam', { exact: false });
  const original = await firstName.inputValue();

  // Unsaved: leaving through a link asks; "no" stays on the page with the typed name.
  await firstName.fill('Rita');
  page.once('dialog', (dialog) => void dialog.dismiss());
  await page
    .getByRole('link', { name: /dashboard/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/profiel$/);
  await expect(firstName).toHaveValue('Rita');

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

  // The other browser is signed out; this one is not.
  await otherPage.goto('/dashboard');
  await expect(otherPage).toHaveURL(/\/$/);
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
