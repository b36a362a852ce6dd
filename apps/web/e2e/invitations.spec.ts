import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { expect, test } from './fixtures';
import { LOGIN_PAGE, signIn, signInThroughForm } from './support';

/**
 * Without SMTP_URL the server writes every e-mail as an .eml file under DATA_DIR/mail; the test
 * reads the invitation from there as the invited person would from their inbox.
 */
async function invitationLink(dataDir: string, to: string): Promise<string> {
  const folder = join(dataDir, 'mail');
  const files = existsSync(folder) ? readdirSync(folder).filter((f) => f.endsWith('.eml')) : [];
  for (const file of files.sort().reverse()) {
    const mail = await simpleParser(readFileSync(join(folder, file)));
    const address = Array.isArray(mail.to) ? mail.to[0]?.text : mail.to?.text;
    if (address !== to) continue;
    const link = /https?:\/\/\S+\/uitnodiging\/\S+/.exec(mail.text ?? '')?.[0];
    if (link) return link;
  }
  return '';
}

test('an admin invites someone, who sets name and password, lands in the app and signs in again', async ({
  page,
  browser,
  appServer,
}) => {
  const email = `nieuwe.collega.${Date.now()}@demo.nl`;
  const password = 'Welkom!2026';

  await signIn(page);
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Gebruikers' })).toBeVisible();
  await page.getByRole('tab', { name: 'Uitnodigingen' }).click();
  const form = page.getByRole('form', { name: 'Iemand uitnodigen' });
  await form.getByRole('textbox', { name: 'E-mailadres' }).fill(email);
  await form.getByRole('checkbox', { name: 'Ontwerper' }).check();
  await form.getByRole('button', { name: 'Uitnodigen' }).click();
  await expect(page.getByText(`De uitnodiging is verstuurd naar ${email}`)).toBeVisible();
  await expect(page.getByRole('cell', { name: email, exact: true })).toBeVisible();

  await expect.poll(() => invitationLink(appServer.dataDir, email)).toMatch(/\/uitnodiging\//);
  const link = await invitationLink(appServer.dataDir, email);

  // The invited person, in a browser of their own.
  const context = await browser.newContext();
  const invitee = await context.newPage();
  await invitee.goto(link);
  await expect(invitee.getByText('Je bent uitgenodigd voor Demo College.')).toBeVisible();
  await invitee.getByRole('textbox', { name: 'Voornaam' }).fill('Nina');
  await invitee.getByRole('textbox', { name: 'Achternaam' }).fill('Nieuw');
  await invitee.getByRole('textbox', { name: /^Wachtwoord/ }).fill(password);
  await invitee.getByRole('textbox', { name: /^Herhaal het wachtwoord/ }).fill(password);
  await invitee.getByRole('button', { name: 'Account aanmaken' }).click();
  await expect(invitee).toHaveURL(/\/locatie$/);
  await expect(invitee.getByRole('heading', { level: 1, name: 'Demo College' })).toBeVisible();

  // The link is used up.
  const again = await context.newPage();
  await again.goto(link);
  await expect(again.getByText('Deze uitnodiging is al gebruikt.', { exact: false })).toBeVisible();
  await again.close();

  const topBar = invitee.getByRole('banner');
  await topBar.getByRole('button', { name: 'Instellingen' }).click();
  await invitee.getByRole('menuitem', { name: 'Uitloggen' }).click();
  await expect(invitee).toHaveURL(LOGIN_PAGE);
  await signInThroughForm(invitee, email, password);
  await context.close();

  // The admin sees the new colleague among the users, no longer among the invitations.
  await page.reload();
  await page.getByRole('tab', { name: 'Uitnodigingen' }).click();
  // (Other specs may leave open invitations of their own, or none; this one's is gone.)
  const panel = page.getByRole('tabpanel');
  await expect(
    panel.getByRole('table').or(panel.getByText('Er zijn geen openstaande uitnodigingen.')),
  ).toBeVisible();
  await expect(page.getByRole('cell', { name: email, exact: true })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Gebruikers' }).click();
  await page.getByRole('searchbox', { name: 'Zoeken' }).fill('Nina');
  await expect(page.getByRole('cell', { name: email, exact: true })).toBeVisible();
});
