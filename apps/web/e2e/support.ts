import { expect, type Page } from '@playwright/test';

/** Demo accounts seeded in embedded mode (DESIGN.md "Contracts"). */
export const DEMO_PASSWORD = 'Demo!2026';
export const ADMIN = 'admin@demo.nl';

/** Signs in through the login form, as a user would, and waits for the location page. */
export async function signIn(page: Page, email = ADMIN, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/');
  await page.getByRole('textbox', { name: 'E-mailadres' }).fill(email);
  await page.getByRole('textbox', { name: 'Wachtwoord' }).fill(password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page).toHaveURL(/\/locatie$/);
}
