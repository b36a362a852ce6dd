import { expect, test } from './fixtures';
import { signInThroughForm, watchApi } from './support';

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
  // A session of its own, through the form: signing out ends it.
  await signInThroughForm(page);
  const requests = watchApi(page);
  const urls: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) urls.push(new URL(frame.url()).pathname);
  });
  await page.getByRole('button', { name: 'Instellingen' }).click();
  await page.getByRole('menuitem', { name: 'Uitloggen' }).click();
  await expect(page.getByText('Je bent uitgelogd')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Inloggen', exact: true })).toBeVisible();
  // No answer still on its way sends the page anywhere afterwards.
  await requests.settled();
  await expect(page.getByText('Je bent niet ingelogd')).toHaveCount(0);
  // Straight to the login page, not through the app and back.
  expect(urls).toEqual(['/']);
});
