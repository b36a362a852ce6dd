import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { signIn, submitForReview } from './support';

/*
 * Issue 5's journey: a designer builds a small design (competence, learning outcome, learning
 * goal, a cluster linked to the goal), reorders by dragging, sees a renamed term, and finds the
 * design read-only once the education is submitted for review.
 */

const NAME = `Ontwerp e2e ${Date.now()}`;

async function openDashboard(page: Page) {
  await page.goto('/locatie');
  await page.getByText('Techniek', { exact: true }).click();
  await page.getByText('Bouw en infra', { exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bouw en infra' })).toBeVisible();
}

async function fillItem(page: Page, title: string, fields: Record<string, string>) {
  const dialog = page.getByRole('dialog', { name: title });
  for (const [label, value] of Object.entries(fields)) {
    await dialog.getByRole('textbox', { name: label, exact: true }).fill(value);
  }
  return dialog;
}

test('a designer builds a small design, reorders it, sees a renamed term and then a locked design', async ({
  page,
  browser,
}) => {
  await signIn(page, 'ontwerper@demo.nl');
  await openDashboard(page);
  await page.getByRole('button', { name: 'Nieuwe opleiding' }).click();
  const form = page.getByRole('dialog', { name: 'Nieuwe opleiding' });
  await form.getByRole('textbox', { name: 'Naam' }).fill(NAME);
  await form.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'mbo niveau 4' }).click();
  await form.getByRole('button', { name: 'Aanmaken' }).click();
  await expect(page.getByText(`${NAME} is aangemaakt`)).toBeVisible();
  await expect(form).toBeHidden();
  await page.getByRole('button', { name: `${NAME} openen` }).click();
  await expect(page).toHaveURL(/\/notities$/);
  await page.getByRole('tab', { name: 'Ontwerp', exact: true }).click();
  await expect(page.getByText(`Ontwerp van ${NAME}`)).toBeVisible();

  // Two competences.
  for (const { index, title } of [
    { index: '1', title: 'Tekent bouwkundige details' },
    { index: '2', title: 'Berekent constructies' },
  ]) {
    await page.getByRole('button', { name: 'Competentie toevoegen' }).click();
    const dialog = await fillItem(page, 'Competentie toevoegen', {
      Nummer: index,
      Titel: title,
      Omschrijving: `${title} volgens de geldende normen`,
    });
    await dialog.getByRole('button', { name: 'Opslaan' }).click();
    await expect(dialog).toBeHidden();
  }
  const competences = page.getByRole('list', { name: /^Competenties/ }).first();
  await expect(competences.getByText('Berekent constructies')).toBeVisible();

  // A learning outcome under the first competence, and a learning goal under it.
  await page
    .getByRole('button', { name: 'Iets toevoegen aan 1 Tekent bouwkundige details' })
    .click();
  await page.getByRole('menuitem', { name: 'Leeruitkomst toevoegen' }).click();
  let dialog = await fillItem(page, 'Leeruitkomst toevoegen', {
    Nummer: '1.1',
    Titel: 'Maakt werktekeningen',
    Omschrijving: 'Maakt werktekeningen van een woning',
  });
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(dialog).toBeHidden();
  await page
    .getByRole('button', { name: /Leerdoel toevoegen aan 1.1 Maakt werktekeningen/ })
    .click();
  dialog = await fillItem(page, 'Leerdoel toevoegen', {
    Nummer: '1.1.1',
    Titel: 'Tekent een plattegrond',
    Omschrijving: 'Tekent een plattegrond op schaal',
  });
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Tekent een plattegrond', { exact: true })).toBeVisible();

  // Reorder the competences by dragging the second above the first.
  const handle = page.getByRole('button', { name: '2 Berekent constructies verplaatsen' });
  const target = page.getByRole('button', { name: '1 Tekent bouwkundige details verplaatsen' });
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('drag handles not on screen');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y - 10, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + 2, { steps: 10 });
  await page.mouse.up();
  const headings = page.locator('section[aria-label]');
  await expect(headings.first()).toHaveAttribute('aria-label', /Berekent constructies/);
  // Still so after a reload: the order was saved.
  await page.reload();
  await expect(page.locator('section[aria-label]').first()).toHaveAttribute(
    'aria-label',
    /Berekent constructies/,
  );

  // A cluster that covers the goal.
  await page.getByRole('tab', { name: 'Clusters' }).click();
  await page.getByRole('button', { name: 'Cluster toevoegen' }).click();
  dialog = await fillItem(page, 'Cluster toevoegen', {
    Nummer: '1',
    Titel: 'Module werktekeningen',
    'Korte titel': 'WTK',
    Omschrijving: 'Werktekeningen maken in de praktijk',
  });
  await dialog.getByLabel('Leerdoelen', { exact: true }).click();
  await page.getByRole('option', { name: /1\.1\.1 Tekent een plattegrond/ }).click();
  await dialog.getByRole('heading', { name: 'Cluster toevoegen' }).click();
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(dialog).toBeHidden();
  const clusterRow = page.getByRole('listitem').filter({ hasText: 'Module werktekeningen' });
  await expect(clusterRow).toBeVisible();
  // The goal now shows the cluster that covers it.
  await page.getByRole('tab', { name: 'Competenties' }).click();
  await page.getByRole('button', { name: 'Alles openklappen' }).click();
  await expect(
    page
      .getByRole('listitem')
      .filter({ hasText: 'Tekent een plattegrond' })
      .getByText(/1 cluster/),
  ).toBeVisible();

  // An admin renames "cluster"; the design screen speaks of the school's word.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, 'admin@demo.nl');
  await admin.goto('/admin/custom-translations');
  await admin.getByRole('button', { name: 'Naam van Cluster wijzigen' }).click();
  const naming = admin.getByRole('dialog', { name: 'Eigen naam voor Cluster' });
  await naming.getByRole('textbox', { name: 'Enkelvoud (Nederlands)' }).fill('onderwijseenheid');
  await naming.getByRole('textbox', { name: 'Meervoud (Nederlands)' }).fill('onderwijseenheden');
  await naming.getByRole('button', { name: 'Opslaan' }).click();
  await expect(admin.getByText('De namen zijn opgeslagen')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Onderwijseenheden' })).toBeVisible();
  await admin.getByRole('button', { name: 'Naam van Cluster wijzigen' }).click();
  await admin.getByRole('button', { name: 'Standaardnaam herstellen' }).click();
  await expect(admin.getByText('De eigen naam van Cluster is verwijderd')).toBeVisible();
  await adminContext.close();

  // Submitted for review, the design is read-only with the reason.
  await submitForReview(page, NAME);
  await page.getByRole('tab', { name: 'Ontwerp', exact: true }).click();
  await expect(
    page.getByText(/wordt beoordeeld, daarom kan het ontwerp niet worden gewijzigd/),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Competentie toevoegen' })).toBeHidden();
});
