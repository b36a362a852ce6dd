import { expect, test } from './fixtures';
import { ADMIN, LOGIN_PAGE, signIn } from './support';

test('a protected page while signed out leads to the login page with "Je bent niet ingelogd"', async ({
  page,
}) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(LOGIN_PAGE);
  await expect(page.getByText('Je bent niet ingelogd')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Inloggen' })).toBeVisible();
  // The login page has no top bar.
  await expect(page.getByRole('banner')).toHaveCount(0);
});

test('a wrong password says so clearly', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('textbox', { name: 'E-mailadres' }).fill(ADMIN);
  await page.getByRole('textbox', { name: 'Wachtwoord' }).fill('Niet-het-wachtwoord1!');
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'E-mailadres of wachtwoord is onjuist' }),
  ).toBeVisible();
  await expect(page).toHaveURL(LOGIN_PAGE);
});

test('/surf opened without a sign-in on its way says the attempt expired and leads back', async ({
  page,
}) => {
  await page.goto('/surf');
  await expect(page.getByRole('heading', { name: 'Inloggen is verlopen' })).toBeVisible();
  await page.getByRole('link', { name: 'Terug naar inloggen' }).click();
  await expect(page.getByRole('heading', { name: 'Inloggen' })).toBeVisible();
});

test('a signed-in user who opens the login page goes on to the application', async ({ page }) => {
  await signIn(page);
  await page.goto('/');
  await expect(page).toHaveURL(/\/locatie$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Demo College' })).toBeVisible();
});

test.describe('in an English browser', () => {
  test.use({ locale: 'en-GB' });

  test('the login page starts in English (the English texts load on demand)', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});
