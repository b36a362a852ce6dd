import { expect, test } from './fixtures';
import { LOGIN_PAGE, signInThroughForm } from './support';

test('the demo admin signs in, uses the top bar, reads help, switches language and logs out', async ({
  page,
}) => {
  // A session of its own, through the form: this test signs out at the end.
  await signInThroughForm(page);

  // Top bar (docs/foundation-brief.md "The shell"): back, logo, location title, help,
  // notifications, settings.
  const topBar = page.getByRole('banner');
  await expect(topBar.getByRole('link', { name: /Curriculum Planner/ })).toHaveAttribute(
    'href',
    '/dashboard',
  );
  await expect(topBar.getByRole('link', { name: /Demo College/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Demo College' })).toBeVisible();
  await expect(topBar.getByRole('button', { name: 'Help' })).toBeEnabled();
  await expect(topBar.getByRole('button', { name: /^Meldingen/ })).toBeEnabled();
  await expect(topBar.getByRole('button', { name: 'Instellingen' })).toBeEnabled();

  // The settings dropdown: profile, the server's menu items for a location admin, log out.
  await topBar.getByRole('button', { name: 'Instellingen' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Profiel' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Gebruikers', exact: true })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Uitloggen' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();

  // The notifications panel opens from the bell.
  await topBar.getByRole('button', { name: /^Meldingen/ }).click();
  const panel = page.getByRole('dialog', { name: 'Meldingen' });
  await expect(panel.getByRole('heading', { name: 'Ongelezen' })).toBeVisible();
  await expect(panel.getByText('Je hebt geen ongelezen meldingen.')).toBeVisible();
  await page.keyboard.press('Escape');

  // Help: the "Meer informatie" bullet exists for /locatie and opens the modal.
  await topBar.getByRole('button', { name: 'Help' }).click();
  await page.getByRole('menuitem', { name: 'Meer informatie' }).click();
  const help = page.getByRole('dialog', { name: 'Locatie' });
  await expect(help).toBeVisible();
  await expect(help.getByText(/faculteiten/).first()).toBeVisible();
  await help.getByRole('button', { name: 'Sluiten' }).first().click();
  await expect(help).toBeHidden();

  // Back from /locatie goes to /locaties, where the back button is hidden.
  await topBar.getByRole('link', { name: 'Terug' }).click();
  await expect(page).toHaveURL(/\/locaties$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Locaties' })).toBeVisible();
  await expect(topBar.getByRole('link', { name: 'Terug' })).toHaveCount(0);

  // Language: English on /profiel, then back to Dutch; the texts follow, and so does <html lang>.
  await page.goto('/profiel');
  await expect(page.getByRole('heading', { level: 1, name: 'Profiel' })).toBeVisible();
  await page.getByText('English', { exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'English' })).toBeChecked();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(topBar.getByRole('button', { name: 'Settings' })).toBeVisible();
  // Remembered: a reload stays English.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await page.getByText('Nederlands', { exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Profiel' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');

  // Log out from the settings dropdown: back at the login page, signed out for real.
  await topBar.getByRole('button', { name: 'Instellingen' }).click();
  await page.getByRole('menuitem', { name: 'Uitloggen' }).click();
  await expect(page).toHaveURL(LOGIN_PAGE);
  await expect(page.getByRole('heading', { name: 'Inloggen' })).toBeVisible();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(LOGIN_PAGE);
  await expect(page.getByText('Je bent niet ingelogd')).toBeVisible();
});
