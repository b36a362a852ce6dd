import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support';

/** Opens /admin/custom-translations through the settings menu, as an admin would. */
async function openCustomNames(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Instellingen' }).click();
  await page.getByRole('menuitem', { name: 'Eigen benamingen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Eigen benamingen' })).toBeVisible();
}

async function openDesign(page: Page) {
  await page.goto('/ontwerp');
  await expect(page.getByRole('heading', { level: 1, name: 'Ontwerp' })).toBeVisible();
}

test('an admin renames "cluster" and the shell uses the new name at once', async ({ page }) => {
  await signIn(page);
  await openDesign(page);
  await expect(page.getByText(/^De clusters, competenties/)).toBeVisible();

  await openCustomNames(page);
  const clusterRow = page.getByRole('row', { name: /^Cluster / });
  await expect(clusterRow.getByRole('cell', { name: 'Geen eigen naam' }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Naam van Cluster wijzigen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Eigen naam voor Cluster' });

  // Both forms are required (SPEC §5): the form says so and nothing is saved.
  await dialog.getByRole('textbox', { name: 'Enkelvoud' }).fill('onderwijseenheid');
  await dialog.getByRole('textbox', { name: 'Meervoud' }).fill('');
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'De gegevens die je hebt opgegeven zijn onjuist',
  );
  await expect(dialog.getByText('Vul zowel het enkelvoud als het meervoud in')).toBeVisible();

  await dialog.getByRole('textbox', { name: 'Meervoud' }).fill('onderwijseenheden');
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('De namen zijn opgeslagen')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(
    clusterRow.getByRole('cell', { name: 'onderwijseenheid / onderwijseenheden' }).first(),
  ).toBeVisible();

  // Another screen of the shell now speaks of the school's own word.
  await openDesign(page);
  await expect(page.getByText(/^De onderwijseenheden, competenties/)).toBeVisible();

  // Restore the default so the demo stays as it was.
  await openCustomNames(page);
  await page.getByRole('button', { name: 'Naam van Cluster wijzigen' }).click();
  await page.getByRole('button', { name: 'Standaardnaam herstellen' }).click();
  await expect(page.getByText('De eigen naam van Cluster is verwijderd')).toBeVisible();
  await openDesign(page);
  await expect(page.getByText(/^De clusters, competenties/)).toBeVisible();
});
