import { expect, test } from '@playwright/test';
import { signIn } from './support';

test('the login page logs nothing in the console (issue 14)', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Inloggen', exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});

test('signing out says "Je bent uitgelogd" and nothing else (issue 14)', async ({ page }) => {
  await signIn(page);
  const urls: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) urls.push(new URL(frame.url()).pathname);
  });
  await page.getByRole('button', { name: 'Instellingen' }).click();
  await page.getByRole('menuitem', { name: 'Uitloggen' }).click();
  await expect(page.getByText('Je bent uitgelogd')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Inloggen', exact: true })).toBeVisible();
  await page.waitForTimeout(1000);
  await expect(page.getByText('Je bent niet ingelogd')).toHaveCount(0);
  // Straight to the login page, not through the app and back.
  expect(urls).toEqual(['/']);
});
