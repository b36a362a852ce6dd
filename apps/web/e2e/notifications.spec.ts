import { expect, test } from './fixtures';
import type { Browser, Page } from '@playwright/test';
import { api, createDemoEducation, signIn } from './support';

/*
 * The notifications panel with more than a page (issue 25): two people ask one person to review
 * eleven educations each; her badge counts them all, "Alles gelezen" (a GET that changes state, so
 * it carries the CSRF token) reads them all, the read list shows a page and loads the rest with
 * the keyboard, and "Alles verwijderen" removes them all.
 */

const RECIPIENT = 'gebruiker@demo.nl';
const PER_SENDER = 11;

type TLists = { unread_count: number; read_count: number };

async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email);
  return page;
}

/** `count` educations, each submitted to `to` for review, the review stopped and archived. */
async function askToReview(page: Page, to: string, count: number, label: string) {
  for (let i = 0; i < count; i += 1) {
    const { location, education } = await createDemoEducation(page, `${label} ${i} ${Date.now()}`);
    const base = `locations/${location}/educations/${education}`;
    const members = await api<{ id: number; name: string }[]>(
      page,
      'GET',
      `locations/${location}/members`,
    );
    const recipient = members.find((member) => member.name === to);
    if (!recipient) throw new Error(`${to} is no member`);
    await api(page, 'POST', `${base}/submit`, { reviewer_ids: [recipient.id] });
    // Asked again for the same education: it replaces the earlier request, it does not pile up.
    if (i === 0) {
      await api(page, 'POST', `${base}/stop-review`);
      await api(page, 'POST', `${base}/submit`, { reviewer_ids: [recipient.id] });
    }
    await api(page, 'POST', `${base}/stop-review`);
    // Archived, so the demo license keeps room for the other tests' educations.
    await api(page, 'DELETE', base);
  }
}

test('a full panel: the badge counts all, mark all read, load more by keyboard, delete all', async ({
  browser,
}) => {
  const recipient = await signedInPage(browser, RECIPIENT);
  const before = await api<TLists>(recipient, 'GET', 'notifications');
  const designer = await signedInPage(browser, 'ontwerper@demo.nl');
  await askToReview(designer, 'Gerda Bakker', PER_SENDER, 'Meldingen e2e O');
  const admin = await signedInPage(browser, 'admin@demo.nl');
  await askToReview(admin, 'Gerda Bakker', PER_SENDER, 'Meldingen e2e A');

  const unread = before.unread_count + 2 * PER_SENDER;
  const all = unread + before.read_count;
  const bell = recipient.getByRole('button', { name: `Meldingen, ${unread} ongelezen` });
  await expect(bell).toBeVisible();
  await expect(recipient.getByText('9+')).toBeVisible();

  await bell.click();
  const panel = recipient.getByRole('dialog', { name: 'Meldingen' });
  await expect(panel.getByText(/Oscar de Vries vraagt je om Meldingen e2e O 0/)).toHaveCount(1);
  await panel.getByRole('button', { name: 'Alles gelezen' }).click();
  await expect(panel.getByText('Je hebt geen ongelezen meldingen.')).toBeVisible();
  await expect(recipient.getByRole('button', { name: 'Meldingen', exact: true })).toBeVisible();

  // The read list shows its first page of 20 and loads the rest on request, by keyboard.
  const read = panel.getByRole('region', { name: 'Gelezen' });
  await expect(read.getByRole('status')).toHaveText(`20 van ${all} getoond`);
  const more = read.getByRole('button', { name: 'Meer laden' });
  await more.focus();
  await recipient.keyboard.press('Enter');
  const shown = Math.min(all, 40);
  await expect(read.getByRole('listitem')).toHaveCount(shown);
  // Focus went to the first item the new page brought.
  await expect(read.getByRole('listitem').nth(20)).toBeFocused();

  // Deleting the read ones removes all of them, loaded or not.
  await panel.getByRole('button', { name: 'Alles verwijderen' }).click();
  const confirm = recipient.getByRole('dialog', { name: 'Gelezen meldingen verwijderen?' });
  await confirm.getByRole('button', { name: 'Verwijderen' }).click();
  await expect(panel.getByText('Er zijn geen gelezen meldingen.')).toBeVisible();
  const after = await api<TLists>(recipient, 'GET', 'notifications');
  expect(after).toMatchObject({ unread_count: 0, read_count: 0 });
});
