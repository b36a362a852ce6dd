import { expect, test } from './fixtures';
import type { Browser, Page } from '@playwright/test';
import { signIn } from './support';

/*
 * Issue 4's journey across browsers: a designer creates an education and submits it for review;
 * two other users approve it in their own browsers; the designer's dashboard and notification
 * bell follow live, without reloading.
 */

const NAME = `Review e2e ${Date.now()}`;

async function openDashboard(page: Page) {
  await page.goto('/locatie');
  await page.getByText('Techniek', { exact: true }).click();
  await page.getByText('Bouw en infra', { exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bouw en infra' })).toBeVisible();
}

async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email);
  return page;
}

const tab = (page: Page, label: RegExp) => page.getByRole('tab', { name: label });
const card = (page: Page) => page.getByRole('listitem', { name: NAME });

test('submit for review, two approvals in other browsers, live dashboard and bell', async ({
  browser,
}) => {
  const designer = await signedInPage(browser, 'ontwerper@demo.nl');
  await openDashboard(designer);

  // Create the education.
  await designer.getByRole('button', { name: 'Nieuwe opleiding' }).click();
  const form = designer.getByRole('dialog', { name: 'Nieuwe opleiding' });
  await form.getByRole('textbox', { name: 'Naam' }).fill(NAME);
  await form.getByRole('combobox', { name: 'Type' }).click();
  await designer.getByRole('option', { name: 'mbo niveau 4' }).click();
  await form.getByRole('button', { name: 'Aanmaken' }).click();
  await expect(designer.getByText(`${NAME} is aangemaakt`)).toBeVisible();
  await expect(card(designer)).toBeVisible();

  // Open it and submit it for review from the overview, asking the two reviewers.
  await card(designer)
    .getByRole('button', { name: `${NAME} openen` })
    .click();
  await expect(designer).toHaveURL(/\/notities$/);
  await designer.getByRole('tab', { name: 'Overzicht' }).click();
  await expect(designer.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
  await designer.getByRole('button', { name: 'Ter beoordeling aanbieden' }).click();
  const submit = designer.getByRole('dialog', { name: 'Ter beoordeling aanbieden' });
  await submit.getByLabel(/Beoordelaars/).click();
  await designer.getByRole('option', { name: /Ruben van Dijk/ }).click();
  await designer.getByRole('option', { name: /Gerda Bakker/ }).click();
  // Close the list of people (it covers the dialog's buttons) by clicking the explanation.
  await submit.getByText(/Twee andere gebruikers/).click();
  await submit.getByRole('button', { name: 'Ter beoordeling aanbieden' }).click();
  await expect(designer.getByText(`${NAME} is ter beoordeling aangeboden`)).toBeVisible();

  // Back on the dashboard, the designer watches the reviewing tab.
  await openDashboard(designer);
  await tab(designer, /In beoordeling/).click();
  await expect(card(designer).getByText('0 van 2 goedkeuringen')).toBeVisible();
  // Read the count only once the list holds our education: while the list loads, the tabs
  // briefly count 0 (a CI run read that and then expected -1).
  const reviewingCount = Number(
    /\d+/.exec((await tab(designer, /In beoordeling/).textContent()) ?? '')?.[0],
  );
  expect(reviewingCount).toBeGreaterThan(0);
  const bell = designer.getByRole('button', { name: /^Meldingen/ });
  const bellBefore = await bell.getAttribute('aria-label');

  // The first reviewer got a notification and approves from the dashboard.
  const reviewer = await signedInPage(browser, 'reviewer@demo.nl');
  await expect(reviewer.getByRole('button', { name: /Meldingen, \d+ ongelezen/ })).toBeVisible();
  await openDashboard(reviewer);
  await tab(reviewer, /In beoordeling/).click();
  await card(reviewer)
    .getByRole('button', { name: `${NAME} goedkeuren` })
    .click();
  await expect(reviewer.getByText(`Je hebt ${NAME} goedgekeurd`)).toBeVisible();

  // Live: the designer sees the approval and a new unread notification, without reloading.
  await expect(card(designer).getByText('1 van 2 goedkeuringen')).toBeVisible();
  await expect(bell).not.toHaveAttribute('aria-label', bellBefore ?? '');

  // The second user approves; the education becomes active.
  const user = await signedInPage(browser, 'gebruiker@demo.nl');
  await openDashboard(user);
  await tab(user, /In beoordeling/).click();
  await card(user)
    .getByRole('button', { name: `${NAME} goedkeuren` })
    .click();
  await expect(user.getByText(`${NAME} is nu actief`)).toBeVisible();

  // Live on the designer's dashboard: gone from reviewing, counted and shown under active.
  await expect(card(designer)).toBeHidden();
  await expect(tab(designer, /In beoordeling/)).toHaveText(
    new RegExp(`In beoordeling\\D*${reviewingCount - 1}$`),
  );
  await tab(designer, /Actief/).click();
  await expect(card(designer).getByText('Actief')).toBeVisible();

  // Once active, the overview offers no changes, only deactivating.
  await card(designer)
    .getByRole('button', { name: `${NAME} openen` })
    .click();
  await designer.getByRole('tab', { name: 'Overzicht' }).click();
  await expect(designer.getByRole('button', { name: 'Ter beoordeling aanbieden' })).toBeHidden();
  await expect(designer.getByRole('button', { name: 'Deactiveren' })).toBeVisible();
});
