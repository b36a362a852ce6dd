import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import ExcelJS from 'exceljs';
import { signIn } from './support';

let folder: string;
test.beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'cp-import-'));
});
test.afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** An xlsx as a school would fill in the sample: one address already has an account. */
async function importFile(): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Gebruikers');
  sheet.addRow(['E-mail', 'First name', 'Middle name', 'Last name', 'Roles']);
  sheet.addRow(['nieuwe.docent@demo.nl', 'Nina', '', 'Docent', 'ontwerper']);
  sheet.addRow(['gebruiker@demo.nl', 'Gerda', '', 'Bakker', 'gebruiker']);
  sheet.addRow(['tweede.docent@demo.nl', 'Tom', 'de', 'Wit', 'admin, user']);
  const file = join(folder, 'gebruikers.xlsx');
  await workbook.xlsx.writeFile(file);
  return file;
}

test('the demo admin imports an xlsx: one row skipped with its reason, the others invited', async ({
  page,
}) => {
  await signIn(page);
  await page.getByRole('banner').getByRole('button', { name: 'Instellingen' }).click();
  await page.getByRole('menuitem', { name: 'Gebruikers importeren' }).click();
  await expect(page).toHaveURL(/\/importeren$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Gebruikers importeren' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Voorbeeld (.xlsx)' })).toHaveAttribute(
    'href',
    /\/imports\/users\/sample\.xlsx\?language=nl$/,
  );
  // The sample speaks the language of the screen (a Dutch screen: Dutch headers).
  const csvHref = await page.getByRole('link', { name: 'Voorbeeld (.csv)' }).getAttribute('href');
  const sample = await page.request.get(csvHref ?? '');
  expect(await sample.text()).toContain('E-mailadres;Voornaam;Tussenvoegsel;Achternaam;Rollen');

  await page.locator('input[type="file"]').setInputFiles(await importFile());
  await page.getByRole('button', { name: 'Importeren' }).click();

  const skipped = page.getByRole('region', { name: 'Overgeslagen (1)' });
  await expect(skipped.getByRole('cell', { name: 'gebruiker@demo.nl' })).toBeVisible();
  await expect(
    skipped.getByRole('cell', { name: 'Deze gebruiker heeft al een account' }),
  ).toBeVisible();

  const invited = page.getByRole('region', { name: 'Uitgenodigd (2)' });
  await expect(invited.getByRole('cell', { name: 'nieuwe.docent@demo.nl' })).toBeVisible();
  await expect(invited.getByRole('cell', { name: 'tweede.docent@demo.nl' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Mislukt (0)' })).toBeVisible();
  await expect(page.getByText('2 gebruikers zijn uitgenodigd.')).toBeVisible();
});

test('a file with the wrong extension points to the sample file', async ({ page }) => {
  await signIn(page);
  await page.goto('/importeren');
  await page.locator('input[type="file"]').setInputFiles({
    name: 'gebruikers.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4'),
  });
  await page.getByRole('button', { name: 'Importeren' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Ongeldig bestand' });
  await expect(alert).toContainText('Download het voorbeeldbestand en volg de opbouw ervan.');
  await expect(alert.getByRole('link', { name: 'Voorbeeld (.csv)' })).toBeVisible();
});
