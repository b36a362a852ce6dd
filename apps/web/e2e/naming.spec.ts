import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { api, signIn, switchLanguage } from './support';

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

  // Both forms are required (docs/organisation.md "Custom naming"): the form says so and nothing is
  // saved.
  await dialog.getByRole('textbox', { name: 'Enkelvoud (Nederlands)' }).fill('onderwijseenheid');
  await dialog.getByRole('textbox', { name: 'Meervoud (Nederlands)' }).fill('');
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'De gegevens die je hebt opgegeven zijn onjuist',
  );
  await expect(dialog.getByText('Vul zowel het enkelvoud als het meervoud in')).toBeVisible();

  await dialog.getByRole('textbox', { name: 'Meervoud (Nederlands)' }).fill('onderwijseenheden');
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

test('a term renamed in Dutch and English shows each form in its language, and the English default without one', async ({
  page,
}) => {
  await signIn(page);
  const locations = await api<{ id: number; title: string }[]>(page, 'GET', 'locations');
  const location = locations.find((item) => item.title === 'Demo College')!.id;
  try {
    await openCustomNames(page);
    await page.getByRole('button', { name: 'Naam van Competentie wijzigen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Eigen naam voor Competentie' });
    await expect(
      dialog.getByText('Zonder Engelse naam toont de Engelse interface: competence / competences.'),
    ).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Enkelvoud (Nederlands)' }).fill('kerntaak');
    await dialog.getByRole('textbox', { name: 'Meervoud (Nederlands)' }).fill('kerntaken');
    await dialog.getByRole('textbox', { name: 'Enkelvoud (Engels)' }).fill('core task');
    await dialog.getByRole('textbox', { name: 'Meervoud (Engels)' }).fill('core tasks');
    await dialog.getByRole('button', { name: 'Opslaan' }).click();
    await expect(dialog).toBeHidden();
    const row = page.getByRole('row', { name: /^Competentie / });
    await expect(
      row.getByRole('cell', { name: /NL kerntaak \/ kerntaken\s*EN core task \/ core tasks/ }),
    ).toBeVisible();

    await openDesign(page);
    await expect(page.getByText(/^De clusters, kerntaken, /)).toBeVisible();

    // The English interface: the English form, never the Dutch word.
    await switchLanguage(page, 'en', (p) => p.getByRole('heading', { level: 1, name: 'Design' }));
    await expect(page.getByText(/^The clusters, core tasks, /)).toBeVisible();
    await expect(page.getByText(/kerntaak|kerntaken/)).toHaveCount(0);

    // Without the English form, English falls back to its default word.
    await page.getByRole('banner').getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('menuitem', { name: 'Custom names' }).click();
    await page.getByRole('button', { name: 'Change the name of Competence' }).click();
    const english = page.getByRole('dialog', { name: 'Own name for Competence' });
    await expect(english.getByRole('textbox', { name: 'Singular (Dutch)' })).toHaveValue(
      'kerntaak',
    );
    await english.getByRole('textbox', { name: 'Singular (English)' }).fill('');
    await english.getByRole('textbox', { name: 'Plural (English)' }).fill('');
    await english.getByRole('button', { name: 'Save' }).click();
    await expect(english).toBeHidden();
    await page.goto('/ontwerp');
    await expect(page.getByText(/^The clusters, competences, /)).toBeVisible();
    await expect(page.getByText(/kerntaak|kerntaken/)).toHaveCount(0);
  } finally {
    // Back to Dutch and the default name, so the demo stays as it was for the specs after this.
    await switchLanguage(page, 'nl', (p) => p.getByRole('banner'));
    await api(page, 'DELETE', `locations/${location}/customTranslations/competence`);
  }
  await openDesign(page);
  await expect(page.getByText(/^De clusters, competenties, /)).toBeVisible();
});
