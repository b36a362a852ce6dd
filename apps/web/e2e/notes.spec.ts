import { expect, test } from './fixtures';
import { signIn } from './support';

/*
 * The notes of an education (its home page): a note with a category and a file, the download,
 * a file over 10 MB refused with the "too large" text before anything is sent (docs/educations.md
 * "Notes API"), and deleting.
 */

test('a designer adds a note with a file, downloads it, is stopped by a too-large file and deletes the note', async ({
  page,
}) => {
  await signIn(page, 'ontwerper@demo.nl');
  await page.getByText('Techniek', { exact: true }).click();
  await page.getByText('Bouw en infra', { exact: true }).click();
  await page.getByRole('tab', { name: /In ontwerp/ }).click();
  await page.getByRole('button', { name: 'Bouwkunde niveau 4 openen' }).click();
  await expect(page).toHaveURL(/\/notities$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Notities' })).toBeVisible();
  await expect(page.getByText('Notities van Bouwkunde niveau 4', { exact: true })).toBeVisible();

  // A file over 10 MB is refused in the form; nothing is uploaded.
  await page.getByRole('button', { name: 'Nieuwe notitie' }).click();
  const form = page.getByRole('dialog', { name: 'Nieuwe notitie' });
  await form.getByRole('combobox', { name: 'Categorie' }).click();
  await page.getByRole('option', { name: 'Overleg' }).click();
  await form.getByRole('textbox', { name: 'Notitie' }).fill('Afspraken met het werkveld');
  const fileInput = form.locator('input[type=file]');
  await fileInput.setInputFiles({
    name: 'groot.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 0x25),
  });
  await form.getByRole('button', { name: 'Toevoegen' }).click();
  await expect(form.getByText('De bestanden zijn te groot om toe te voegen')).toBeVisible();

  // A small text file goes through with the note.
  await fileInput.setInputFiles({
    name: 'verslag.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Verslag van het overleg\n'),
  });
  await form.getByRole('button', { name: 'Toevoegen' }).click();
  await expect(page.getByText('De notitie is toegevoegd')).toBeVisible();
  await expect(form).toBeHidden();
  const note = page.getByRole('article').filter({ hasText: 'Afspraken met het werkveld' });
  await expect(note).toBeVisible();

  const download = page.waitForEvent('download');
  await note.getByRole('link', { name: /verslag\.txt downloaden/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('verslag.txt');

  await note.getByRole('button', { name: /verwijderen/i }).click();
  await page
    .getByRole('dialog', { name: 'Notitie verwijderen' })
    .getByRole('button', { name: 'Verwijderen' })
    .click();
  await expect(page.getByText('De notitie is verwijderd')).toBeVisible();
  await expect(note).toBeHidden();
});
