import { expect, test } from './fixtures';
import { signInThroughForm } from './support';

/*
 * A socket ends with its session (docs/realtime.md, issue 25): signing out in one tab closes the
 * socket of every other tab of that session, and such a tab goes to sign-in by itself, as after
 * an HTTP 401, without the person doing anything there.
 */
test('signing out in one tab takes the other open tab to sign-in (issue 25)', async ({
  page,
  context,
}) => {
  await signInThroughForm(page);
  const other = await context.newPage();
  // The live channel upgrades to a WebSocket once it is connected.
  const live = other.waitForEvent('websocket');
  await other.goto('/locatie');
  await live;

  await page.getByRole('button', { name: 'Instellingen' }).click();
  await page.getByRole('menuitem', { name: 'Uitloggen' }).click();
  await expect(page.getByText('Je bent uitgelogd')).toBeVisible();

  await expect(other.getByRole('button', { name: 'Inloggen', exact: true })).toBeVisible({
    timeout: 15_000,
  });
  await expect(other.getByText('Je bent niet ingelogd')).toBeVisible();
});
